/** What the gateway's OpenID Connect callback put in the /login query. */
export interface SsoReturn {
  /** One-time hand-off code to exchange for the login answer. */
  code: string | null
  failed: boolean
}

const CODE = /^[\w-]{20,100}$/

/** Reads `sso=<code>` or `sso_error` from a query (pure: React may render more than once). */
export function readSsoReturn(search: string): SsoReturn {
  const query = new URLSearchParams(search)
  const code = query.get('sso')
  const failed = query.has('sso_error') || (code !== null && !CODE.test(code))
  return { code: failed ? null : code, failed }
}

/** Takes `sso` and `sso_error` out of the address bar and history, so the one-time code is not kept or shared. */
export function clearSsoReturn(location: Location = window.location): void {
  const query = new URLSearchParams(location.search)
  if (!query.has('sso') && !query.has('sso_error')) return
  query.delete('sso')
  query.delete('sso_error')
  const rest = query.toString()
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`)
}
