import type { Config } from '../../config'
import type { IntegrationPart } from '../index'
import { startDevProvider } from './dev-provider'
import { oidcDisabled, oidcName, readOidcSettings } from './oidc-settings'

/** The portal's OpenID Connect callback, registered at the provider. */
export const oidcRedirectUri = (config: Pick<Config, 'shellOrigin'>) =>
  `${config.shellOrigin}/gateway/uac/oidc/callback`

/**
 * The OpenID provider: the one named by OIDC_ISSUER (with OIDC_CLIENT_ID, OIDC_CLIENT_SECRET,
 * OIDC_SCOPES, OIDC_MATCH_CLAIM, OIDC_NAME); without it, in demo mode, a local provider on
 * loopback (devService `oidc`); in production without it, SSO is off.
 */
export async function startOidc(
  config: Config,
  env: Record<string, string | undefined>,
): Promise<IntegrationPart<'oidc'>> {
  const configured = readOidcSettings(env)
  if (configured) return { key: 'oidc', value: configured }
  if (!config.demo) return { key: 'oidc', value: oidcDisabled }
  const dev = await startDevProvider({ host: config.host, redirectUri: oidcRedirectUri(config) })
  return {
    key: 'oidc',
    value: {
      enabled: true,
      issuer: dev.issuer,
      clientId: dev.clientId,
      clientSecret: dev.clientSecret,
      scopes: 'openid email profile',
      matchClaim: 'email',
      name: oidcName(env),
      allowHttp: true,
    },
    devService: { name: 'oidc', url: dev.issuer },
    close: dev.close,
  }
}
