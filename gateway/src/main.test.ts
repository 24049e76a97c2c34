import { afterAll, describe, expect, it } from 'vitest'
import { startProduct } from './main'
import { writeFakeDist } from './testing/fake-dist'
import { tempDir } from './testing/temp-dir'

describe('startProduct', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())
  const options = { port: 0, appsPort: 0, vendorPort: 0, dataDir: `${dir.path}/data`, distDir: `${dir.path}/dist`, databaseUrl: null, logLevel: 'silent' }

  it('serves three origins on free ports, derived from the ports bound, with localhost reaching the shell', async () => {
    writeFakeDist(options.distDir)
    const product = await startProduct(options)
    try {
      expect(product.urls.shell).toMatch(/^http:\/\/localhost:\d+$/)
      expect(product.urls.apps).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const { supplier, 'tour-shop': tourShop } = product.urls.vendor
      expect(supplier).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(tourShop).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(tourShop).not.toBe(supplier)

      const shellPage = await fetch(`${product.urls.shell}/portal/ums/structure`)
      expect(shellPage.status).toBe(200)
      expect(shellPage.headers.get('content-security-policy')).toContain(`frame-src ${product.urls.apps} ${supplier} ${tourShop}`)

      const appPage = await (await fetch(`${product.urls.apps}/system/`)).text()
      expect(appPage).toContain(`"gatewayUrl":"${product.urls.shell}/gateway"`)
      expect(await (await fetch(`${supplier}/supplier/`)).text()).toContain('hr-portal-config')
      // Each vendor origin serves its own app's pages only.
      expect((await fetch(`${supplier}/tour-shop/`)).status).toBe(404)
      expect((await fetch(`${tourShop}/supplier/`)).status).toBe(404)

      const login = await fetch(`${product.urls.shell}/gateway/uac/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: product.urls.apps },
        body: JSON.stringify({ account: 'admin', password: 'Admin@12345' }),
      })
      expect(login.headers.get('access-control-allow-origin')).toBe(product.urls.apps)
      expect((await login.json()).code).toBe(0)

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
