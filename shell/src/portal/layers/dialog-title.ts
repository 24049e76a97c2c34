/**
 * The title of a dialog an app asked for: it names the app first, so no app can pass its page off as the shell's; a
 * title that already starts with the app's name ('Payroll · 全公司 2026-10' of the app 'Payroll') is not named twice.
 */
export function dialogTitle(app: string, title: string): string {
  const named = title.trim()
  if (!named) return app
  if (named === app || named.startsWith(`${app} · `)) return named
  return `${app} · ${named}`
}
