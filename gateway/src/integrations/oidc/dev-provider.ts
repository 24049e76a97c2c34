import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'
import { closeHttp, trackConnections } from '../../core/http/listen'
import { devAccount } from './dev-accounts'
import { handleInteraction } from './dev-interactions'
import { memoryAdapter } from './memory-adapter'

/** The local OpenID provider as the portal's client sees it. */
export interface DevProvider {
  issuer: string
  clientId: string
  clientSecret?: string
  close(): Promise<void>
}

export interface DevProviderOptions {
  /** Loopback address to listen on (port 0: a free port). */
  host: string
  /** The portal's callback, `${shellOrigin}/gateway/uac/oidc/callback`. */
  redirectUri: string
  /** A public client (PKCE, no secret) instead of a confidential one. */
  publicClient?: boolean
}

const CLIENT_ID = 'hr-portal'

/**
 * The providers' signing key, made at the first start in this process and kept as long as it runs (as the providers'
 * state is): an RSA key takes a tenth of a second of the event loop to make, and tests start many providers.
 */
let signingKey: KeyObject | undefined
const signingKeyOfProcess = () => {
  signingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  return signingKey
}

// The portal is the company's own application: its grant is given without a consent screen.
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { Grant } = ctx.oidc.provider
  const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId)
  const existing = grantId ? await Grant.find(grantId) : undefined
  if (existing) return existing
  const grant = new Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId })
  grant.addOIDCScope('openid email profile phone')
  await grant.save()
  return grant
}

/**
 * A standards-conforming OpenID provider (panva's oidc-provider) on loopback for `npm start` and
 * the tests: discovery, authorization code with PKCE, signed ID tokens, userinfo; its own sign-in
 * form with the accounts of dev-accounts.ts. State lives in memory and ends with the process.
 */
export async function startDevProvider(options: DevProviderOptions): Promise<DevProvider> {
  let provider: Provider | undefined
  const server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end()
    const current = provider
    handleInteraction(current, req, res).then(
      (handled) => {
        if (!handled) current.callback()(req, res)
      },
      () => {
        if (!res.headersSent) res.writeHead(500).end()
      },
    )
  })
  trackConnections(server)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  const issuer = `http://${host}:${port}`
  const clientSecret = options.publicClient ? undefined : randomBytes(32).toString('base64url')
  const privateKey = signingKeyOfProcess()
  provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'HR portal',
        ...(clientSecret ? { client_secret: clientSecret } : { token_endpoint_auth_method: 'none' }),
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    findAccount: (_ctx, id) => {
      const account = devAccount(id)
      return account && { accountId: id, claims: () => ({ sub: id, ...account.claims }) }
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    loadExistingGrant,
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'dev', use: 'sig', alg: 'RS256' }] as never },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
  })
  return { issuer, clientId: CLIENT_ID, clientSecret, close: () => closeHttp(server) }
}
