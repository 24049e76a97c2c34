/**
 * Cookies that bind a sign-in under way to the browser that started it (login CSRF): httpOnly
 * random keys whose hashes the gateway keeps beside a one-time code or OAuth state. They are no
 * credential by themselves (each only works with its code or state, once), so request-origin.ts
 * keeps them on the requests whose other cookies it drops.
 */
export const BINDING_COOKIES = {
  /** A hand-off code of /login?sso= (services/accounts/oidc-login/handoff.ts). */
  handoff: 'sso_handoff',
  /** The OAuth state of a messaging sign-in (services/accounts/messaging-login/login-state.ts). */
  messaging: 'messaging_browser',
} as const

const NAMES: readonly string[] = Object.values(BINDING_COOKIES)

/** Only the binding cookies of a request's cookies. */
export function bindingCookiesOf(cookies: Record<string, string | undefined>): Record<string, string | undefined> {
  const kept: Record<string, string | undefined> = {}
  for (const name of NAMES) if (Object.hasOwn(cookies, name)) kept[name] = cookies[name]
  return kept
}
