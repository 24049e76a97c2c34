import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { SupplierError } from '../errors'

/** Who calls, from the verified app token: the tenant (`tid`) and the pseudonymous user (`sub`). */
export interface Caller {
  tenant: number
  user: string
}

export interface TokenCheckOptions {
  /** The portal's address, e.g. `http://localhost:4100`: issuer `<portalUrl>/gateway`, keys at its JWKS. */
  portalUrl: string
  /** The app code the token must be for (`aud`). */
  audience: string
  /** The signing keys; default the portal's published JWKS, fetched and cached by jose. */
  keys?: JWTVerifyGetKey
}

const unauthorised = (message: string, cause?: unknown) => new SupplierError('unauthorised', 401, message, { cause })

/** The portal could not be asked for its keys: not the caller's fault. */
const keysMissing = (error: unknown) =>
  error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError)

/**
 * Checks `Authorization: Bearer <app token>`: signature by a key the portal publishes, issuer, audience
 * (this app), expiry, and the claims the backend keys its data by. Any failure is a SupplierError
 * (401 unauthorised, or 503 keysUnavailable when the portal's keys cannot be fetched).
 */
export function createTokenCheck({
  portalUrl,
  audience,
  keys,
}: TokenCheckOptions): (header: string | undefined) => Promise<Caller> {
  const issuer = `${portalUrl}/gateway`
  const keySet = keys ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { timeoutDuration: 5000 })
  return async (header) => {
    const match = /^Bearer ([A-Za-z0-9_.-]{10,4096})$/.exec(header ?? '')
    if (!match) throw unauthorised('Missing app token')
    let payload
    try {
      ;({ payload } = await jwtVerify(match[1], keySet, {
        issuer,
        audience,
        algorithms: ['ES256'],
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 5,
      }))
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorised('App token expired', error)
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud')
        throw unauthorised('App token is not for this app', error)
      if (keysMissing(error))
        throw new SupplierError('keysUnavailable', 503, "The portal's signing keys cannot be fetched", { cause: error })
      throw unauthorised('Invalid app token', error)
    }
    const { tid, sub } = payload
    if (typeof tid !== 'number' || !Number.isSafeInteger(tid) || tid < 1)
      throw unauthorised('App token without a tenant')
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 200) throw unauthorised('App token without a user')
    return { tenant: tid, user: sub }
  }
}
