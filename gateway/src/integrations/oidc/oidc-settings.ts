import { ConfigError } from '../../config'

/** How the gateway reaches the OpenID provider (integrations.oidc). */
export interface OidcSettings {
  /** False when no provider is configured (production without OIDC_ISSUER): the SSO button is hidden. */
  enabled: boolean
  /** Issuer URL; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  /** Absent for a public client (PKCE only). */
  clientSecret?: string
  scopes: string
  /** ID token claim matched to a portal user: `email` and `phone_number` must be verified by the provider. */
  matchClaim: string
  /**
   * The provider's name shown under the sign-in button (OIDC_NAME, e.g. the company's identity provider);
   * empty when not configured: the button's own words ("Sign in with company account") then stand alone.
   */
  name: string
  /** Plain http is allowed for loopback issuers only (the local provider, a test Keycloak). */
  allowHttp: boolean
}

type Env = Record<string, string | undefined>

const CLAIM = /^[A-Za-z_][A-Za-z0-9_.:-]{0,99}$/

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

/** The provider named by OIDC_* variables, or null when OIDC_ISSUER is not set. */
export function readOidcSettings(env: Env): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim()
  if (!issuer) return null
  let url: URL
  try {
    url = new URL(issuer)
  } catch {
    throw new ConfigError(`OIDC_ISSUER must be the provider's issuer URL, got "${issuer}"`)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url))) {
    throw new ConfigError(`OIDC_ISSUER must use https (plain http only on localhost), got "${issuer}"`)
  }
  const clientId = env.OIDC_CLIENT_ID?.trim()
  if (!clientId) throw new ConfigError('OIDC_CLIENT_ID is required when OIDC_ISSUER is set')
  const matchClaim = env.OIDC_MATCH_CLAIM?.trim() || 'email'
  if (!CLAIM.test(matchClaim)) throw new ConfigError(`OIDC_MATCH_CLAIM must be a claim name, got "${matchClaim}"`)
  const scopes = env.OIDC_SCOPES?.trim() || 'openid email profile'
  return {
    enabled: true,
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    scopes: scopes.split(/\s+/).includes('openid') ? scopes : `openid ${scopes}`,
    matchClaim,
    name: oidcName(env),
    allowHttp: url.protocol === 'http:',
  }
}

/** The configured OIDC_NAME (at most 60 characters), or '' when none is set. */
export function oidcName(env: Env): string {
  const name = env.OIDC_NAME?.trim() ?? ''
  if (name.length > 60) throw new ConfigError(`OIDC_NAME must be at most 60 characters, got ${name.length}`)
  return name
}

/** Production without a provider: the feature is off and its routes answer a clear error. */
export const oidcDisabled: OidcSettings = {
  enabled: false,
  issuer: '',
  clientId: '',
  scopes: 'openid',
  matchClaim: 'email',
  name: '',
  allowHttp: false,
}
