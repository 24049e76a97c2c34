// §2 route guard rules, as a pure function of the location and whether a token is stored.

/** Query combinations that let /login through unchanged (third-party and SSO entries). */
const LOGIN_PASS_COMBINATIONS = [
  ['authCorpId', 'userId', 'vCode', 'sign', 'appCode'],
  ['corpId', 'authCode', 'timestamp', 'sign'],
  ['auth_code'],
  ['systemFlag', 'loginType', 'token'],
]

/**
 * Routes a signed-out user may open: §2 names /login and /tokenLogin; super login (/superLogin) and
 * company registration at /company are reached before any session exists; app vendors sign in to /vendor-console with
 * their own accounts, not the portal's.
 */
const SIGNED_OUT_ROUTES = ['/login', '/tokenLogin', '/superLogin', '/company', '/vendor-console']

/** Routes a signed-out user is brought back to after signing in: the QR login's phone page. */
const RETURN_AFTER_SIGN_IN = ['/qr/confirm']

/**
 * A page inside the portal (`/portal/<app>/<page>…`), as the links of notices name an item: a signed-out user signs in
 * first and is then brought to it.
 */
const isPortalPage = (pathname: string) => /^\/portal\/[^/]+\/[^/]/.test(pathname)

/** A tenant's public careers page, `/careers/<tenant code>`: open to everyone. */
const isCareersPage = (pathname: string) => /^\/careers\/[A-Za-z0-9_-]+\/?$/.test(pathname)

/** The public verification of a certificate, `/verify/<code>`: open to everyone. */
const isVerifyPage = (pathname: string) => /^\/verify\/[A-Za-z0-9-]{1,64}\/?$/.test(pathname)

export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; to: string; remember?: string }

/**
 * Where the location may go, given the token stored for the signed-in user (null when none).
 * A URL token equal to the stored one is dropped from the URL; another one goes to /tokenLogin,
 * which asks before replacing a signed-in user's session.
 */
export function guardRoute(pathname: string, search: string, storedToken: string | null): GuardDecision {
  const query = new URLSearchParams(search)
  if (pathname === '/login') {
    const passes = LOGIN_PASS_COMBINATIONS.some((keys) => keys.every((key) => query.has(key)))
    if (passes) return { kind: 'pass' }
  }
  const token = query.get('token')
  if (token && pathname !== '/tokenLogin') {
    query.delete('token')
    const rest = query.toString()
    const route = rest ? `${pathname}?${rest}` : pathname
    if (token === storedToken) return { kind: 'redirect', to: route }
    return {
      kind: 'redirect',
      to: `/tokenLogin?token=${encodeURIComponent(token)}`,
      remember: route,
    }
  }
  if (!storedToken && (RETURN_AFTER_SIGN_IN.includes(pathname) || isPortalPage(pathname))) {
    const rest = search.replace(/^\?/, '')
    return { kind: 'redirect', to: '/login', remember: rest ? `${pathname}?${rest}` : pathname }
  }
  if (!storedToken && !SIGNED_OUT_ROUTES.includes(pathname) && !isCareersPage(pathname) && !isVerifyPage(pathname))
    return { kind: 'redirect', to: '/login' }
  return { kind: 'pass' }
}
