import type { OutboxEntry } from '../../integrations/outbox'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

const row = (entry: OutboxEntry) => `
  <article class="${entry.kind}">
    <header><span class="kind">${entry.kind === 'mail' ? 'Mail' : 'SMS'}</span>
      <strong>to ${escapeHtml(entry.to)}</strong> <time datetime="${new Date(entry.at).toISOString()}">${new Date(entry.at).toLocaleString('en-GB')}</time></header>
    ${entry.subject ? `<h2>${escapeHtml(entry.subject)}</h2>` : ''}
    <pre>${escapeHtml(entry.text)}</pre>
  </article>`

/** The dev outbox as a small self-contained HTML page (no scripts; reload to refresh). */
export function outboxPage(entries: OutboxEntry[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox · HR Portal</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 860px; padding: 24px; color: #1f2329; background: #f5f6f7; }
  h1 { font-size: 20px; margin: 0 0 4px; } p.note { color: #646a73; margin: 0 0 16px; }
  article { background: #fff; border: 1px solid #dee0e3; border-radius: 8px; padding: 12px 16px; margin-bottom: 12px; }
  header { display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
  .kind { font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 10px; background: #e1eaff; color: #245bdb; }
  .sms .kind { background: #d9f5d6; color: #237804; }
  time { color: #646a73; margin-left: auto; }
  h2 { font-size: 15px; margin: 8px 0 0; }
  pre { white-space: pre-wrap; font: inherit; margin: 8px 0 0; }
</style></head>
<body><main>
<h1>Dev outbox</h1>
<p class="note">Mails received by the local mail catcher and text messages of the SMS stand-in, newest first. Only under <code>npm start</code>; reload to refresh.</p>
${entries.length ? entries.map(row).join('') : '<p>No messages yet.</p>'}
</main></body></html>`
}
