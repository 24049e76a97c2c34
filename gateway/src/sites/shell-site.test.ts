import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { precompress } from '../../../scripts/precompress.mjs'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'
import { writeFakeDist } from '../testing/fake-dist'
import { imageOfDataUrl } from './favicon'

describe('shell origin', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
    writeFakeDist(gateway.ctx.config.distDir)
  })
  afterAll(() => gateway.close())

  const get = (url: string, headers: Record<string, string> = {}) => gateway.app.inject({ method: 'GET', url, headers })

  it('serves index.html for history-mode routes with the shell CSP, its violation reports to the gateway, and no-cache', async () => {
    for (const url of ['/', '/login', '/portal/ums/structure?x=1', '/index.html']) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>shell</title>')
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
          "connect-src 'self'; frame-src http://127.0.0.1:4101; frame-ancestors 'none'; " +
          "base-uri 'self'; object-src 'none'; report-uri /gateway/ops/cspReport",
      )
      // Over plain http browsers ignore Reporting-Endpoints: report-uri only (csp-reporting.test.ts has https).
      expect(response.headers['reporting-endpoints']).toBeUndefined()
    }
  })

  it("serves the portal's routes their own page when the build has one (it announces the portal's first chunks)", async () => {
    const portalPage = join(gateway.ctx.config.distDir, 'shell/portal.html')
    writeFileSync(portalPage, '<!doctype html><title>shell portal</title>')
    try {
      for (const url of ['/portal', '/portal/dashboard', '/portal/ums/structure?x=1']) {
        const response = await get(url)
        expect(response.statusCode).toBe(200)
        expect(response.body).toContain('<title>shell portal</title>')
        expect(response.headers['content-security-policy']).toContain("script-src 'self'")
      }
      for (const url of ['/', '/login', '/portalx', '/index.html'])
        expect((await get(url)).body).toContain('<title>shell</title>')
      expect((await get('/portal.html')).statusCode).toBe(404)
    } finally {
      rmSync(portalPage)
    }
    expect((await get('/portal/dashboard')).body).toContain('<title>shell</title>')
  })

  it('serves hashed assets with a long cache and other files with revalidation', async () => {
    const asset = await get('/assets/main-ABCD1234.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache')
  })

  it('sends a file by the exact spelling of its name, percent-encoded or not, and nothing by another spelling', async () => {
    writeFileSync(join(gateway.ctx.config.distDir, 'shell/assets/two words-QRST6789.js'), 'export {}\n')
    writeFileSync(join(gateway.ctx.config.distDir, 'shell/assets/100%-UVWX1234.js'), 'export const all = 1\n')
    const encoded = await get('/assets/two%20words-QRST6789.js')
    expect(encoded.statusCode).toBe(200)
    expect(encoded.body).toBe('export {}\n')
    expect((await get('/assets/100%25-UVWX1234.js')).body).toBe('export const all = 1\n')
    expect((await get('/assets/MAIN-ABCD1234.js')).statusCode).toBe(404)
    expect((await get('/Assets/main-ABCD1234.js')).statusCode).toBe(404)
    expect((await get('/assets/%E0%A4%A')).statusCode).toBe(400)
    expect((await get('/assets/..%2Findex.html')).statusCode).toBe(404)
  })

  it("sends the build's brotli or gzip copy of a file to a browser that takes it, and never a copy by its own name", async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))}\n`
    writeFileSync(join(gateway.ctx.config.distDir, 'shell/assets/chunk-WXYZ2345.js'), script)
    expect(await precompress([join(gateway.ctx.config.distDir, 'shell')])).toBe(2)

    const br = await get('/assets/chunk-WXYZ2345.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toBe('accept-encoding')
    expect(br.rawPayload.length).toBeLessThan(script.length / 4)
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script)

    const gzip = await get('/assets/chunk-WXYZ2345.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script)

    const plain = await get('/assets/chunk-WXYZ2345.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)

    // A file too small to gain has no copy; the copies themselves are not served.
    expect(
      (await get('/assets/main-ABCD1234.js', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined()
    expect((await get('/assets/chunk-WXYZ2345.js.br')).statusCode).toBe(404)
    expect((await get('/assets/chunk-WXYZ2345.js.gz')).statusCode).toBe(404)
  })

  it("answers /favicon.ico with the portal's own icon, or the host's brand's logo, as an image that runs no script", async () => {
    const own = await get('/favicon.ico', { host: 'localhost:4100' })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('image/svg+xml')
    expect(own.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect(own.headers['cache-control']).toBe('public, max-age=600')
    expect(own.headers['content-security-policy']).toMatch(/^default-src 'none'/)
    const weihai = await get('/favicon.ico', { host: 'weihai.localhost:4100' })
    expect(weihai.statusCode).toBe(200)
    expect(weihai.headers['content-type']).toBe('image/svg+xml')
    expect(weihai.body).toMatch(/^<svg [^>]*viewBox="0 0 32 32"><rect [^>]*fill="#d9480f"\/>.*>WH<\/text><\/svg>$/)
  })

  it('reads the image of a data: logo, in text or base64, and nothing else', () => {
    expect(imageOfDataUrl('data:image/svg+xml,%3Csvg%2F%3E')).toEqual({
      type: 'image/svg+xml',
      body: Buffer.from('<svg/>'),
    })
    expect(imageOfDataUrl(`data:image/png;base64,${Buffer.from([137, 80, 78, 71]).toString('base64')}`)).toEqual({
      type: 'image/png',
      body: Buffer.from([137, 80, 78, 71]),
    })
    expect(imageOfDataUrl('data:text/html,<script>1</script>')).toBeNull()
    expect(imageOfDataUrl('data:image/svg+xml,%E0%A4%A')).toBeNull()
    expect(imageOfDataUrl('https://cdn.example.com/logo.png')).toBeNull()
  })

  it('answers 404 for missing files and unknown gateway paths instead of the page', async () => {
    expect((await get('/assets/missing-00000000.js')).statusCode).toBe(404)
    const api = await get('/gateway/unknown')
    expect(api.statusCode).toBe(404)
    expect(JSON.parse(api.body)).toEqual({ code: 404000, msg: '未找到' })
  })

  it('allows CORS with credentials for the apps origin and exposes the download headers', async () => {
    const response = await gateway.app.inject({
      method: 'OPTIONS',
      url: '/gateway/uac/web/getTokenInfo',
      headers: {
        origin: 'http://127.0.0.1:4101',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token,clientType,channel,content-type',
      },
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4101')
    expect(response.headers['access-control-allow-credentials']).toBe('true')
    expect(String(response.headers['access-control-allow-headers'])).toContain('clientType')
    const post = await gateway.post('/gateway/uac/web/getTokenInfo', {}, undefined, { origin: 'http://127.0.0.1:4101' })
    expect(post.headers['access-control-expose-headers']).toBe('filename, Content-Disposition')
  })

  it('gives no CORS grant to any other origin', async () => {
    // A vendor app's own origin too (the old vendor port): its pages call its own backend.
    for (const origin of [
      'http://evil.example',
      'http://localhost:4101',
      'http://127.0.0.1:4100',
      'http://127.0.0.1:4102',
    ]) {
      const response = await gateway.app.inject({
        method: 'OPTIONS',
        url: '/gateway/uac/account/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    }
  })
})
