import type { TenantRow } from '../tenants'
import { say, type Lang, type TextKey } from '../texts'
import { esc, layout, status } from './html'

export function loginPage(lang: Lang, problem: TextKey | null = null): string {
  const error = problem ? `<p class="errors" role="alert" id="login-error">${esc(say(lang, problem))}</p>` : ''
  return layout(
    lang,
    say(lang, 'console.signIn'),
    `<h1>${esc(say(lang, 'console.signIn'))}</h1>
${error}
<form class="card" method="post" action="/console/login">
<p class="field"><label for="f-password">${esc(say(lang, 'console.password'))}</label>
<input id="f-password" name="password" type="password" autocomplete="current-password" required${problem ? ' aria-invalid="true" aria-describedby="login-error"' : ''}></p>
<button type="submit">${esc(say(lang, 'console.signIn'))}</button>
</form>`,
  )
}

const when = (lang: Lang, iso: string) => new Date(iso).toLocaleString(lang, { timeZone: 'Asia/Shanghai' })

export function tenantsPage(lang: Lang, tenants: TenantRow[]): string {
  const rows = tenants.map(
    (
      t,
    ) => `<tr><td><a href="/console/tenants/${t.tenant_id}">${esc(say(lang, 'console.tenant', { tid: t.tenant_id }))}</a></td>
<td>${esc(when(lang, t.first_seen))}</td><td>${esc(when(lang, t.last_seen))}</td></tr>`,
  )
  const table = tenants.length
    ? `<div class="table-wrap"><table><thead><tr><th scope="col">${esc(say(lang, 'console.tenants'))}</th><th scope="col">${esc(say(lang, 'console.firstSeen'))}</th><th scope="col">${esc(say(lang, 'console.lastSeen'))}</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`
    : `<p class="muted">${esc(say(lang, 'console.noTenants'))}</p>`
  return layout(lang, say(lang, 'console.tenants'), `<h1>${esc(say(lang, 'console.tenants'))}</h1>${table}`, {
    signedIn: true,
  })
}

export interface TenantPageInput {
  tenantId: number
  notice?: string
  /** The portal staff sync's section (sync-section.ts). */
  sync?: string
}

/**
 * A tenant the shop has seen: its portal staff sync. The trip catalogue and the welfare budget are the tenant's own
 * settings, changed by its app administrators on the shop's settings page inside the portal.
 */
export function tenantPage(lang: Lang, input: TenantPageInput): string {
  const base = `/console/tenants/${input.tenantId}`
  const title = say(lang, 'console.tenant', { tid: input.tenantId })
  return layout(
    lang,
    title,
    `<p><a href="/console/">${esc(say(lang, 'console.back'))}</a></p>
<h1>${esc(title)}</h1>
${status(input.notice ?? '')}
<p class="muted">${esc(say(lang, 'console.settingsInPortal'))}</p>
${input.sync ?? ''}`,
    { signedIn: true, here: `${base}` },
  )
}

export function messagePage(lang: Lang, key: TextKey, signedIn: boolean): string {
  return layout(
    lang,
    say(lang, key),
    `<h1>${esc(say(lang, key))}</h1><p><a href="/console/">${esc(say(lang, 'console.back'))}</a></p>`,
    { signedIn },
  )
}
