import { describe, expect, it } from 'vitest'
import { CLIENT_ASSERTION_TYPE, createClientAssertion } from './client-assertion'

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
const decode = (text: string) => JSON.parse(new TextDecoder().decode(fromBase64url(text)))

describe('createClientAssertion', () => {
  const tokenUrl = 'https://portal.example.com/gateway/vendor/api/oauth/token'
  const clientId = 'cid_AAAAAAAAAAAAAAAAAAAAAA'
  const now = () => 1_800_000_000_000

  it('signs an ES256 JWT with iss = sub = the client id, aud the token address and a 60-second life', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ])) as CryptoKeyPair
    const jwt = await createClientAssertion({ clientId, tokenUrl, privateKey: pair.privateKey, keyId: 'k1', now })
    const [header, payload, signature] = jwt.split('.')
    expect(decode(header)).toEqual({ alg: 'ES256', typ: 'JWT', kid: 'k1' })
    const claims = decode(payload)
    expect(claims).toMatchObject({
      iss: clientId,
      sub: clientId,
      aud: tokenUrl,
      iat: 1_800_000_000,
      exp: 1_800_000_060,
    })
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/)
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      pair.publicKey,
      fromBase64url(signature),
      new TextEncoder().encode(`${header}.${payload}`),
    )
    expect(valid).toBe(true)
    // A new jti each time: the portal refuses one it has seen.
    const again = await createClientAssertion({ clientId, tokenUrl, privateKey: pair.privateKey, now })
    expect(decode(again.split('.')[1]).jti).not.toBe(claims.jti)
    expect(CLIENT_ASSERTION_TYPE).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer')
  })

  it('signs RS256 with an RSA key, and refuses a life past 5 minutes or a key of another kind', async () => {
    const rsa = (await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )) as CryptoKeyPair
    const jwt = await createClientAssertion({ clientId, tokenUrl, privateKey: rsa.privateKey, now })
    expect(decode(jwt.split('.')[0]).alg).toBe('RS256')
    await expect(
      createClientAssertion({ clientId, tokenUrl, privateKey: rsa.privateKey, lifeSeconds: 301 }),
    ).rejects.toThrow('between 1 and 300')
    const hmac = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    await expect(createClientAssertion({ clientId, tokenUrl, privateKey: hmac })).rejects.toThrow('not a HMAC key')
  })
})
