import { describe, expect, it } from 'vitest'
import { startTestGateway } from '../../../testing/test-gateway'
import { readOidcSettings } from '../../../integrations/oidc/oidc-settings'
import { startDevProvider } from '../../../integrations/oidc/dev-provider'
import { signInAtProvider } from './sign-in-at-provider'
import { BROWSER_COOKIE } from './oidc-routes'
import { HANDOFF_COOKIE } from './handoff'

describe('OpenID Connect configuration', () => {
  it('is off in production without OIDC_ISSUER: the button is hidden and /start answers a clear error', async () => {
    const gateway = await startTestGateway({ demo: false })
    try {
      expect((await gateway.app.inject({ method: 'GET', url: '/gateway/uac/oidc/config' })).json().result).toEqual({
        enabled: false,
        name: '',
      })
      expect((await gateway.app.inject({ method: 'GET', url: '/gateway/uac/oidc/start' })).json()).toMatchObject({
        code: 400802,
        msg: '本系统未配置单点登录',
      })
      expect(gateway.ctx.integrations.devServices.oidc).toBeUndefined()
    } finally {
      await gateway.close()
    }
  })

  it('works with a provider named by OIDC_* variables: a public client (PKCE only), users matched by verified phone_number', async () => {
    const redirectUri = 'http://localhost:4100/gateway/uac/oidc/callback'
    const provider = await startDevProvider({ host: '127.0.0.1', redirectUri, publicClient: true })
    const env = {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_SCOPES: 'phone',
      OIDC_MATCH_CLAIM: 'phone_number',
      OIDC_NAME: 'Company ID',
    }
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
    Object.assign(process.env, env)
    const gateway = await startTestGateway({ demo: false })
    try {
      expect((await gateway.app.inject({ method: 'GET', url: '/gateway/uac/oidc/config' })).json().result).toEqual({
        enabled: true,
        name: 'Company ID',
      })
      const begun = await gateway.app.inject({ method: 'GET', url: '/gateway/uac/oidc/start' })
      const authorization = new URL(String(begun.headers.location))
      expect(authorization.origin).toBe(provider.issuer)
      expect(authorization.searchParams.get('scope')).toBe('openid phone')
      const back = await signInAtProvider(authorization.href, redirectUri, 'admin', 'Admin@12345')
      const cookie = `${BROWSER_COOKIE}=${begun.cookies.find((c) => c.name === BROWSER_COOKIE)!.value}`
      const returned = await gateway.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie },
      })
      const handoff = `${HANDOFF_COOKIE}=${returned.cookies.find((c) => c.name === HANDOFF_COOKIE)!.value}`
      const code = new URLSearchParams(String(returned.headers.location).split('?')[1]).get('sso')
      const answer = await gateway.post('/gateway/uac/oidc/exchange', { code }, undefined, {
        origin: gateway.ctx.config.shellOrigin,
        cookie: handoff,
      })
      expect(answer.body).toMatchObject({ code: 0, result: { needTenant: true } })
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
      await gateway.close()
      await provider.close()
    }
  })

  it('reads the provider from OIDC_* variables and refuses unsafe or incomplete ones', () => {
    expect(readOidcSettings({})).toBeNull()
    expect(
      readOidcSettings({
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_CLIENT_ID: 'portal',
        OIDC_SCOPES: 'email profile',
      }),
    ).toMatchObject({ enabled: true, scopes: 'openid email profile', matchClaim: 'email', name: '', allowHttp: false })
    expect(
      readOidcSettings({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'portal', OIDC_NAME: ' Acme ID ' })
        ?.name,
    ).toBe('Acme ID')
    expect(() =>
      readOidcSettings({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'portal', OIDC_NAME: 'x'.repeat(61) }),
    ).toThrow(/OIDC_NAME/)
    expect(() => readOidcSettings({ OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'portal' })).toThrow(/https/)
    expect(() => readOidcSettings({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/)
    expect(() =>
      readOidcSettings({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'p', OIDC_MATCH_CLAIM: 'a b' }),
    ).toThrow(/claim/)
  })
})
