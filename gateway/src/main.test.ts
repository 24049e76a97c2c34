import { afterAll, describe, expect, it } from 'vitest'
import { startProduct } from './main'
import { writeFakeDist } from './testing/fake-dist'
import { tempDir } from './testing/temp-dir'

describe('startProduct', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())
  const options = {
    port: 0,
    appsPort: 0,
    dataDir: `${dir.path}/data`,
    distDir: `${dir.path}/dist`,
    databaseUrl: null,
    logLevel: 'silent',
  }

  it('serves two origins on free ports, derived from the ports bound, with localhost reaching the shell', async () => {
    writeFakeDist(options.distDir)
    const product = await startProduct(options)
    try {
      expect(product.urls.shell).toMatch(/^http:\/\/localhost:\d+$/)
      expect(product.urls.apps).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(Object.keys(product.urls)).toEqual(['shell', 'apps'])

      // Before sign-in the shell page frames the first-party apps only (installed apps: sites/frame-origins.test.ts).
      const shellPage = await fetch(`${product.urls.shell}/portal/ums/structure`)
      expect(shellPage.status).toBe(200)
      expect(shellPage.headers.get('content-security-policy')).toContain(`frame-src ${product.urls.apps};`)

      const appPage = await (await fetch(`${product.urls.apps}/system/`)).text()
      expect(appPage).toContain(`"gatewayUrl":"${product.urls.shell}/gateway"`)

      const login = await fetch(`${product.urls.shell}/gateway/uac/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'staff', password: 'Staff@12345' }),
      })
      const { code, result } = await login.json()
      expect(code).toBe(0)
      const tokenInfo = (origin: string, headers: Record<string, string>) =>
        fetch(`${product.urls.shell}/gateway/uac/web/getTokenInfo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, ...headers },
          body: '{}',
        })
      // First-party apps: credentialed CORS, the token header.
      const fromApps = await tokenInfo(product.urls.apps, { token: result.token })
      expect(fromApps.headers.get('access-control-allow-origin')).toBe(product.urls.apps)
      expect(fromApps.headers.get('access-control-allow-credentials')).toBe('true')
      expect((await fromApps.json()).code).toBe(0)
      // Any other origin (a vendor app's own included: it calls its own backend) gets no CORS, and the staff cookie is worth nothing.
      const fromVendor = await tokenInfo('http://127.0.0.1:1', {
        cookie: `sso_sys_token=${result.token}`,
        'sec-fetch-site': 'same-site',
      })
      expect(fromVendor.headers.get('access-control-allow-origin')).toBeNull()
      expect((await fromVendor.json()).code).toBe(403002)
      const foreign = await tokenInfo('http://localhost:1', { token: result.token })
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
      expect((await foreign.json()).code).toBe(403002)

      const jwks = await (await fetch(`${product.urls.shell}/gateway/.well-known/jwks.json`)).json()
      expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' })
    } finally {
      await product.close()
    }
  })

  it('reuses the database and the signing key on the next start', async () => {
    const first = await startProduct(options)
    const key = await (await fetch(`${first.urls.shell}/gateway/.well-known/jwks.json`)).json()
    await first.close()
    const second = await startProduct(options)
    try {
      const again = await (await fetch(`${second.urls.shell}/gateway/.well-known/jwks.json`)).json()
      expect(again).toEqual(key)
    } finally {
      await second.close()
    }
  })

  it('refuses to start with a clear error when a port is taken', async () => {
    const product = await startProduct(options)
    try {
      const taken = Number(new URL(product.urls.apps).port)
      await expect(startProduct({ ...options, appsPort: taken })).rejects.toThrow(/EADDRINUSE/)
    } finally {
      await product.close()
    }
  })
})
