// A vendor backend's signed client assertion (RFC 7523): it stands for the background credential's secret at the
// portal's token route when the app's manifest names a `jwksUrl` serving the matching public key. Web Crypto only,
// like webhooks.ts, so it runs on Node 18+, Deno, Bun and workers.

/** The `client_assertion_type` the token route takes with an assertion. */
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'

export interface ClientAssertionOptions {
  /** The installation's client id (`cid_…`, shown on the portal's Apps page): the assertion's iss and sub. */
  clientId: string
  /** The portal's token address, e.g. `https://portal.example.com/gateway/vendor/api/oauth/token`: its aud. */
  tokenUrl: string
  /** A private key whose public half the app's JWKS serves: ECDSA P-256, RSASSA-PKCS1-v1_5 or RSA-PSS (SHA-256), or Ed25519. */
  privateKey: CryptoKey
  /** The key's `kid` in the JWKS (lets the portal pick it at once). */
  keyId?: string
  /** Seconds until it expires: at most 300 (the portal refuses longer); default 60. */
  lifeSeconds?: number
  /** The clock in epoch milliseconds (tests). */
  now?: () => number
}

const encoder = new TextEncoder()
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const part = (value: unknown) => base64url(encoder.encode(JSON.stringify(value)))

/** The JWS algorithm of a key, and how Web Crypto signs with it. */
function algorithmOf(key: CryptoKey): { alg: string; sign: AlgorithmIdentifier | EcdsaParams | RsaPssParams } {
  const { name } = key.algorithm
  const hash = (key.algorithm as RsaHashedKeyAlgorithm).hash?.name
  if (name === 'ECDSA' && (key.algorithm as EcKeyAlgorithm).namedCurve === 'P-256')
    return { alg: 'ES256', sign: { name: 'ECDSA', hash: 'SHA-256' } }
  if (name === 'RSASSA-PKCS1-v1_5' && hash === 'SHA-256') return { alg: 'RS256', sign: { name } }
  if (name === 'RSA-PSS' && hash === 'SHA-256') return { alg: 'PS256', sign: { name, saltLength: 32 } }
  if (name === 'Ed25519') return { alg: 'EdDSA', sign: { name } }
  throw new Error(`A client assertion is signed with ES256, RS256, PS256 or EdDSA, not a ${name} key`)
}

/**
 * A new client assertion: a JWT with iss and sub the client id, aud the token address, a new random jti, issued now and
 * expiring within `lifeSeconds`. Send it once as `client_assertion` with `client_assertion_type` {@link
 * CLIENT_ASSERTION_TYPE} (and the client id) to the token route; the portal refuses a jti it has seen.
 * @example
 * const assertion = await createClientAssertion({ clientId, tokenUrl, privateKey, keyId: 'shop-2026' })
 */
export async function createClientAssertion(options: ClientAssertionOptions): Promise<string> {
  const life = options.lifeSeconds ?? 60
  if (!(life > 0 && life <= 300)) throw new Error('lifeSeconds must be between 1 and 300')
  const { alg, sign } = algorithmOf(options.privateKey)
  const now = Math.floor((options.now ?? Date.now)() / 1000)
  const header = { alg, typ: 'JWT', ...(options.keyId ? { kid: options.keyId } : {}) }
  const claims = {
    iss: options.clientId,
    sub: options.clientId,
    aud: options.tokenUrl,
    jti: crypto.randomUUID(),
    iat: now,
    exp: now + life,
  }
  const input = `${part(header)}.${part(claims)}`
  const signature = await crypto.subtle.sign(sign, options.privateKey, encoder.encode(input))
  return `${input}.${base64url(new Uint8Array(signature))}`
}
