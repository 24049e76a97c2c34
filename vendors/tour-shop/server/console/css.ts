/** The console's stylesheet: light and dark by the system's preference, usable at phone width. */
export const CONSOLE_CSS = `
:root { color-scheme: light dark; --bg: #f5f7fa; --surface: #fff; --text: #1f2328; --muted: #57606a; --border: #d0d7de;
  --primary: #1f6feb; --on-primary: #fff; --danger: #cf222e; --success: #1a7f37; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --surface: #161b22; --text: #e6edf3; --muted: #9198a1; --border: #3d444d;
    --primary: #4493f8; --on-primary: #0d1117; --danger: #f85149; --success: #3fb950; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif; }
.bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; padding: 8px 16px; background: var(--surface); border-bottom: 1px solid var(--border); }
.bar .brand { margin: 0; font-weight: 600; }
.bar nav { display: flex; gap: 12px; align-items: center; }
main { max-width: 1000px; margin: 0 auto; padding: 16px; }
h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 24px; }
a { color: var(--primary); }
section, form.card { background: var(--surface); border: 1px solid var(--border); border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
.field { display: flex; flex-direction: column; gap: 4px; margin: 8px 0; max-width: 420px; }
input, textarea { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--border); border-radius: 6px; padding: 6px 8px; }
input[aria-invalid="true"], textarea[aria-invalid="true"] { border-color: var(--danger); }
button { font: inherit; cursor: pointer; border-radius: 6px; padding: 6px 14px; border: 1px solid var(--primary); background: var(--primary); color: var(--on-primary); }
button.secondary { background: transparent; color: var(--primary); }
button.danger { background: transparent; color: var(--danger); border-color: var(--danger); }
:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
.errors { border: 1px solid var(--danger); border-radius: 6px; padding: 8px 16px; color: var(--danger); }
.status { color: var(--success); font-weight: 600; }
.muted { color: var(--muted); }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; padding: 6px 8px; border-bottom: 1px solid var(--border); vertical-align: top; }
td form { display: inline; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; }
`
