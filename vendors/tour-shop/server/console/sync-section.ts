import type { SyncView } from '../staff-sync'
import { say, type Lang } from '../texts'
import { esc } from './html'

/** The tenant page's portal staff sync: the credential (client ID only), the last run, the form and "Sync now". */
export function syncSection(lang: Lang, tenantId: number, view: SyncView, problem = false): string {
  const base = `/console/tenants/${tenantId}`
  const run = view.lastRun
  const last = !run
    ? say(lang, 'console.neverRun')
    : run.ok
      ? say(lang, 'console.lastRunOk', { at: run.at, staff: run.staff })
      : say(lang, 'console.lastRunFailed', { at: run.at, detail: run.detail })
  return `<section aria-labelledby="sync-h"><h2 id="sync-h">${esc(say(lang, 'console.sync'))}</h2>
<p class="muted">${esc(say(lang, 'console.syncHint'))}</p>
<p data-testid="sync-credential">${esc(view.clientId ? say(lang, 'console.credentialOf', { id: view.clientId }) : say(lang, 'console.noCredential'))}</p>
<p data-testid="sync-last-run" data-ok="${run ? String(run.ok) : ''}">${esc(last)}</p>
<p data-testid="sync-staff">${esc(say(lang, 'console.staffCopied', { n: view.staff }))}</p>
${view.clientId ? `<form method="post" action="${base}/sync"><button type="submit">${esc(say(lang, 'console.runSync'))}</button></form>` : ''}
<form method="post" action="${base}/credential" novalidate>
${problem ? `<p class="error" role="alert">${esc(say(lang, 'console.badCredential'))}</p>` : ''}
<p><label for="clientId">${esc(say(lang, 'console.clientId'))}</label>
<input id="clientId" name="clientId" autocomplete="off" required></p>
<p><label for="clientSecret">${esc(say(lang, 'console.clientSecret'))}</label>
<input id="clientSecret" name="clientSecret" type="password" autocomplete="off" required></p>
<button type="submit">${esc(say(lang, 'console.saveCredential'))}</button>
</form></section>`
}
