import { randomBytes } from 'node:crypto'
import { createLocalJWKSet, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose'
import type { AppTokenClaims, AppTokenIssuer } from '../../../core/auth/app-token'
import type { Db } from '../../../core/db/types'
import { appPseudonyms } from './pseudonym'
import { loadSigningKey } from './signing-key'

export const APP_TOKEN_TTL_SECONDS = 120

export type { AppTokenClaims, AppTokenIssuer }

/** Short-lived ES256 JWTs bound to one vendor app (audience), tenant and capability scope. */
export async function loadAppTokenIssuer(db: Db, issuer: string, now: () => number): Promise<AppTokenIssuer> {
  const key = await loadSigningKey(db, now())
  const jwks: JSONWebKeySet = { keys: [key.publicJwk] }
  const keySet = createLocalJWKSet(jwks)
  return {
    issuer,
    jwks: () => jwks,
    async issue({ appId, userId, tenantId, capabilities }) {
      const issuedAt = Math.floor(now() / 1000)
      const expiresAt = issuedAt + APP_TOKEN_TTL_SECONDS
      const token = await new SignJWT({ tid: tenantId, scope: capabilities.join(' ') })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(appId)
        .setSubject((await appPseudonyms(db, tenantId, appId)).ofUser(userId))
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key.privateKey)
      return { token, expiresAt: expiresAt * 1000 }
    },
    async verify(token, audience) {
      const { payload } = await jwtVerify(token, keySet, {
        issuer,
        audience,
        algorithms: ['ES256'],
        currentDate: new Date(now()),
        requiredClaims: ['exp', 'sub', 'jti'],
      })
      return payload as AppTokenClaims
    },
    async subjectOf({ appId, tenantId, userId }) {
      return (await appPseudonyms(db, tenantId, appId)).ofUser(userId)
    },
  }
}
