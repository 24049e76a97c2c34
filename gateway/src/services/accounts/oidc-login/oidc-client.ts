import * as client from 'openid-client'
import { configuredFetch } from '../../../core/outbound'
import type { OidcSettings } from '../../../integrations/oidc/oidc-settings'
import type { LoginAttempt } from './login-transactions'

// The one place the gateway meets openid-client: discovery (cached per provider), the
// authorization URL, and the callback, where the library checks state, PKCE, the issuer of the
// response, and the ID token (signature, issuer, audience, nonce, expiry).

const configurations = new Map<string, Promise<client.Configuration>>()

function configurationOf(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}`
  let found = configurations.get(key)
  if (!found) {
    found = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
      // The provider is the operator's (OIDC_ISSUER): its calls go out through the gateway's one outbound fetch.
      {
        execute: settings.allowHttp ? [client.allowInsecureRequests] : [],
        timeout: 10,
        [client.customFetch]: (url: string, options: unknown) => configuredFetch(url, options as RequestInit),
      },
    )
    // A provider that is down now may be up on the next attempt: do not keep the failure.
    found.catch(() => configurations.delete(key))
    configurations.set(key, found)
  }
  return found
}

/** Where to send the browser to sign in at the provider. */
export async function authorizationUrl(
  settings: OidcSettings,
  redirectUri: string,
  attempt: LoginAttempt,
): Promise<URL> {
  const config = await configurationOf(settings)
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
  })
}

/**
 * Redeems the callback (`callbackUrl` is the registered redirect URI with the query the provider
 * sent) and answers the verified claims: the ID token's, completed from userinfo when the provider
 * keeps profile claims there. Throws when anything does not check out.
 */
export async function redeemCallback(
  settings: OidcSettings,
  callbackUrl: URL,
  attempt: LoginAttempt,
): Promise<Record<string, unknown>> {
  const config = await configurationOf(settings)
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims) throw new Error('the provider answered no ID token')
  if (claims[settings.matchClaim] !== undefined) return { ...claims }
  const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub)
  return { ...userinfo, ...claims }
}
