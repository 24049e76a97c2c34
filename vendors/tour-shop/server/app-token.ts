import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { ShopError, codes } from './errors'

/** Who calls: the tenant and the pseudonymous user of a verified app token, and the token itself. */
export interface AppUser {
  tenantId: number
  userId: string
  appToken: string
  /** The token was issued for the shop's settings page to an app administrator of the tenant (scope `app.settings`). */
  settings?: boolean
}

export interface VerifierOptions {
  /** The portal's public URL: the issuer is `<portalUrl>/gateway`, the keys `<portalUrl>/gateway/.well-known/jwks.json`. */
  portalUrl: string
  /** The app's code, the tokens' audience. */
  audience: string
  /** The key set; default the portal's published JWKS. */
  keys?: JWTVerifyGetKey
}

export type VerifyAppToken = (authorization: string | undefined) => Promise<AppUser>

const refused = (key: 'error.badToken' | 'error.tokenExpired', cause?: unknown) =>
  new ShopError(codes.badToken, key, {}, 401, { cause })

/**
 * Checks `Authorization: Bearer <app token>`: ES256 signature by a key the portal publishes, issuer,
 * audience, expiry, and the claims the shop keys its data by (`tid`, `sub`). Any failure is HTTP 401
 * code 401100, except a key set that cannot be fetched (503: the portal is unreachable).
 */
export function createAppTokenVerifier({ portalUrl, audience, keys }: VerifierOptions): VerifyAppToken {
  const jwks =
    keys ?? createRemoteJWKSet(new URL(`${portalUrl}/gateway/.well-known/jwks.json`), { timeoutDuration: 5000 })
  const issuer = `${portalUrl}/gateway`
  return async (authorization) => {
    const match = /^Bearer ([A-Za-z0-9_.-]{10,4096})$/.exec(authorization ?? '')
    if (!match) throw refused('error.badToken')
    let payload
    try {
      ;({ payload } = await jwtVerify(match[1], jwks, { issuer, audience, algorithms: ['ES256'] }))
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw refused('error.tokenExpired', error)
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new ShopError(codes.portalUnavailable, 'error.portalUnavailable', {}, 503, { cause: error })
      }
      throw refused('error.badToken', error)
    }
    const { tid, sub, scope } = payload
    if (typeof tid !== 'number' || !Number.isSafeInteger(tid) || tid < 1) throw refused('error.badToken')
    if (typeof sub !== 'string' || sub.length < 1 || sub.length > 200) throw refused('error.badToken')
    const settings = typeof scope === 'string' && scope.split(' ').includes('app.settings')
    return { tenantId: tid, userId: sub, appToken: match[1], settings }
  }
}
