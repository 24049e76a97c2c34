/**
 * The gateway's codes the vendor backend API answers (core/errors.ts), with their HTTP status: a bad app token 401,
 * a bad API token 401, a scope not consented, an app not installed or not the user's 403, a spent minute 429;
 * vendorapi/texts.ts takes them from here.
 */
export const VENDOR_API = {
  /** The app token is missing, expired, of another app or invalid, or its user left the tenant (HTTP 401). */
  badAppToken: 401100,
  /** The API token is missing, unknown or expired (HTTP 401). */
  badApiToken: 401101,
  /** The tenant has not consented to the data scope the call needs (HTTP 403). */
  scopeNotConsented: 403101,
  /** The app is not installed in the tenant, or is disabled (HTTP 403). */
  appNotInstalled: 403102,
  /** The token's user may no longer open the app in the tenant (HTTP 403). */
  appUserWithoutApp: 403103,
  /** The app's minute in the tenant is spent (HTTP 429). */
  rateLimited: 429100,
  /** The app's minute for the user is spent (HTTP 429). */
  userRateLimited: 429101,
  /** A background credential's client id is unknown or revoked, or its secret is wrong (HTTP 401). */
  badClient: 401102,
  /**
   * A background credential's signed assertion (RFC 7523) is refused: no key of the app's JWKS signed it, or it is
   * expired, too long-lived, replayed, for another audience or client, or the app declares no `jwksUrl` (HTTP 401).
   */
  badAssertion: 401103,
  /** A background (app) token on a route that acts for a user, e.g. starting an approval (HTTP 403). */
  needsUser: 403104,
  /** The installation's minute of token exchanges is spent (HTTP 429). */
  exchangeRateLimited: 429102,
  /** A request an app started that does not exist, or the caller may not see (HTTP 200). */
  notFound: 404000,
} as const
