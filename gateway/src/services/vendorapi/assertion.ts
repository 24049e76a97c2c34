import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { countUp } from '../../core/db/counters'
import type { Db } from '../../core/db/types'
import { allowedHostsOf, outboundFetch, type OutboundRules } from '../../core/outbound'

/** The grant's `client_assertion_type` (RFC 7523 §2.2). */
export const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'

/** How far ahead an assertion may expire, and how far clocks may differ. */
export const ASSERTION_MAX_LIFE_S = 300
const CLOCK_SKEW_S = 30
/** A jti is remembered past any assertion's life (its expiry at most 5 minutes and the skew ahead, the skew after). */
const JTI_MEMORY_MS = (ASSERTION_MAX_LIFE_S + 3 * CLOCK_SKEW_S) * 1000
/** How long the key set's fetch may take, and how long a fetched set is kept. */
const JWKS_TIMEOUT_MS = 3000
const JWKS_CACHE_MS = 10 * 60_000
/** Asymmetric algorithms only: a shared-secret (HS*) or unsigned assertion is never accepted. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']
const MAX_KEY_SETS = 500

/** Why an assertion was refused (written to the audit; the vendor is answered one text for all). */
export type AssertionRefusal =
  | 'no key set'
  | 'key set unreachable'
  | 'wrong key'
  | 'expired'
  | 'too long-lived'
  | 'wrong issuer or subject'
  | 'wrong audience'
  | 'no jti'
  | 'replayed'
  | 'malformed'

/**
 * The key sets fetched, by address (and the hosts the rules allow besides public ones): jose keeps each one 10 minutes, fetches it through the gateway's outbound rules
 * (a vendor's address: public ones only in production, no redirect) within 3 seconds, and again at once for a key id
 * it does not hold (a rotated key), at most every 30 seconds.
 */
const keySets = new Map<string, JWTVerifyGetKey>()

function keySetOf(url: string, rules: OutboundRules): JWTVerifyGetKey {
  const reach = { allowHosts: allowedHostsOf(rules) }
  const name = `${reach.allowHosts.join(',')} ${url}`
  const known = keySets.get(name)
  if (known) return known
  if (keySets.size >= MAX_KEY_SETS) keySets.delete(keySets.keys().next().value as string)
  const set = createRemoteJWKSet(new URL(url), {
    timeoutDuration: JWKS_TIMEOUT_MS,
    cacheMaxAge: JWKS_CACHE_MS,
    [customFetch]: (target, init) =>
      outboundFetch(target, { reach, headers: init.headers, signal: init.signal }) as unknown as Promise<Response>,
  })
  keySets.set(name, set)
  return set
}

/** What a signed assertion is checked against: the credential's client id, the token addresses, the app's key set. */
export interface AssertionCheck {
  clientId: string
  /** The token route's public addresses (one per shell origin): `aud` must name one of them. */
  audiences: string[]
  jwksUrl: string | undefined
  rules: OutboundRules
  now: number
}

/**
 * Checks a client assertion (RFC 7523 §3): signed by a key of the app's JWKS with an asymmetric algorithm, `iss` and
 * `sub` the client id, `aud` the token address, `exp` at most 5 minutes ahead and not passed, a `jti` never seen for
 * this client id (remembered in the attempt counters until any assertion carrying it has expired). Answers null when
 * accepted, else why not.
 */
export async function checkAssertion(
  db: Db,
  assertion: string,
  check: AssertionCheck,
): Promise<AssertionRefusal | null> {
  if (!check.jwksUrl) return 'no key set'
  const seconds = Math.floor(check.now / 1000)
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
  try {
    ;({ payload } = await jwtVerify(assertion, keySetOf(check.jwksUrl, check.rules), {
      algorithms: ALGORITHMS,
      issuer: check.clientId,
      subject: check.clientId,
      audience: check.audiences,
      requiredClaims: ['exp', 'jti'],
      clockTolerance: CLOCK_SKEW_S,
      currentDate: new Date(check.now),
    }))
  } catch (error) {
    return refusalOf(error)
  }
  if ((payload.exp ?? 0) > seconds + ASSERTION_MAX_LIFE_S + CLOCK_SKEW_S) return 'too long-lived'
  const jti = payload.jti
  if (typeof jti !== 'string' || !jti || jti.length > 200) return 'no jti'
  const prefix = `vendor-jti:${check.clientId}:`
  await db
    .deleteFrom('attempt_counter')
    .where('key', 'like', `${prefix}%`)
    .where('window_start', '<', check.now - JTI_MEMORY_MS)
    .execute()
  const seen = await countUp(db, 'attempt_counter', `${prefix}${jti}`, { windowMs: JTI_MEMORY_MS }, check.now)
  return seen.count > 1 ? 'replayed' : null
}

function refusalOf(error: unknown): AssertionRefusal {
  if (error instanceof errors.JWTExpired) return 'expired'
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'wrong audience'
    if (error.claim === 'iss' || error.claim === 'sub') return 'wrong issuer or subject'
    if (error.claim === 'jti') return 'no jti'
    if (error.claim === 'exp') return 'expired'
    return 'malformed'
  }
  if (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JOSEAlgNotAllowed
  )
    return 'wrong key'
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error instanceof TypeError)
    return 'key set unreachable'
  // jose's own error of a key set answered with another status than 200.
  if (error instanceof errors.JOSEError && error.code !== 'ERR_JOSE_GENERIC') return 'malformed'
  return 'key set unreachable'
}
