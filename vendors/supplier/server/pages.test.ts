import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startKit, type Kit } from './test-kit'

let kit: Kit
beforeAll(async () => {
  kit = await startKit()
})
afterAll(() => kit.close())

describe('pages and manifest', () => {
  it('serves its manifest with the entry on its own origin', async () => {
    const manifest = await (await fetch(`${kit.url}/manifest.json`)).json()
    expect(manifest).toMatchObject({ code: 'supplier', party: 'third', version: '1.0.0', entry: `${kit.url}/app/` })
    expect(manifest.menus.map((m: { functionId: string }) => m.functionId)).toEqual([
      'supplier:list',
      'supplier:onboard',
    ])
  })

  it('answers every page path under /app/ with the page, framed only by the portal and talking only to itself', async () => {
    for (const path of ['/app/', '/app/list', '/app/suppliers/12']) {
      const response = await fetch(`${kit.url}${path}`)
      expect(response.status).toBe(200)
      const csp = response.headers.get('content-security-policy')!
      expect(csp).toContain(`frame-ancestors ${new URL(kit.portalUrl).origin}`)
      expect(csp).toContain("connect-src 'self'")
      const html = await response.text()
      expect(html).toContain(`"gatewayUrl":"${kit.portalUrl}/gateway"`)
      expect(html).not.toContain('<!--hr-portal-config-->')
    }
  })

  it('serves hashed assets for a year and answers 404 for unknown files and paths', async () => {
    const asset = await fetch(`${kit.url}/app/assets/main-ABCD1234.js`)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${kit.url}/app/assets/missing-ABCD1234.js`)).status).toBe(404)
    expect((await fetch(`${kit.url}/app/assets/..%2F..%2Fdata%2Fsupplier.sqlite`)).status).toBe(404)
    expect((await fetch(`${kit.url}/app/logo.png`)).status).toBe(404)
    expect(await (await fetch(`${kit.url}/api/nothing`, { method: 'POST' })).json()).toMatchObject({ key: 'notFound' })
  })
})
