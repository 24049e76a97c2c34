import type { JSONWebKeySet, JWTPayload } from 'jose'

/** What an app token says: the pseudonymous user (sub), the tenant and the granted capabilities. */
export interface AppTokenClaims extends JWTPayload {
  sub: string
  tid: number
  scope: string
}

/** Issues and verifies the short-lived app tokens vendor apps receive (made by the uac service at startup). */
export interface AppTokenIssuer {
  /** The `iss` of every app token: the gateway's public URL. */
  issuer: string
  jwks(): JSONWebKeySet
  issue(input: {
    appId: string
    userId: number
    tenantId: number
    capabilities: string[]
  }): Promise<{ token: string; expiresAt: number }>
  /** Verifies signature, issuer, audience and expiry; throws jose's error otherwise. */
  verify(token: string, audience: string): Promise<AppTokenClaims>
  /** The `sub` a token of this app, tenant and user carries: the user's pseudonym for the app. */
  subjectOf(input: { appId: string; tenantId: number; userId: number }): Promise<string>
}
