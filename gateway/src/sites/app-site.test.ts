import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { join } from 'node:path'
import { loadConfig } from '../config'
import { writeFakeDist } from '../testing/fake-dist'
import { tempDir } from '../testing/temp-dir'
import { buildAppSite } from './app-site'

describe('the first-party apps origin', () => {
  const dir = tempDir()
  const config = loadConfig({}, { distDir: dir.path, dataDir: dir.path, logLevel: 'silent' })
  let apps: FastifyInstance
  beforeAll(async () => {
    writeFakeDist(dir.path)
    apps = await buildAppSite(config, join(dir.path, 'apps'))
  })
  afterAll(async () => {
    await apps.close()
    dir.remove()
  })

  it('injects the portal config into the app page and lets only the shell frame it', async () => {
    for (const url of ['/system/', '/system', '/system/structure/deep', '/system/index.html']) {
      const response = await apps.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(
        '<script id="hr-portal-config" type="application/json">' +
          '{"shellOrigin":"http://localhost:4100","shellOrigins":["http://localhost:4100","http://weihai.localhost:4100",' +
          '"http://jiahe.localhost:4100","http://yunhai.localhost:4100"],"gatewayUrl":"http://localhost:4100/gateway"}</script>',
      )
      expect(response.body).not.toContain('<!--hr-portal-config-->')
      const csp = String(response.headers['content-security-policy'])
      // The shell on its own host and on each brand host (demo: *.localhost) may frame it, nothing else.
      expect(csp).toContain(
        'frame-ancestors http://localhost:4100 http://weihai.localhost:4100 http://jiahe.localhost:4100 http://yunhai.localhost:4100;',
      )
      expect(csp).toContain("connect-src 'self' http://localhost:4100")
      // Violations are reported to the gateway on the shell origin (report-to only over https: csp-reporting.test.ts).
      expect(csp).toMatch(/; report-uri http:\/\/localhost:4100\/gateway\/ops\/cspReport$/)
      expect(response.headers['reporting-endpoints']).toBeUndefined()
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it("answers a widget's path with the app's widgets page, under the same policy, and no other path with it", async () => {
    for (const url of ['/system/widgets/must-read', '/system/widgets/must-read?x=1']) {
      const response = await apps.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>system widgets</title>')
      expect(response.body).toContain('<script id="hr-portal-config" type="application/json">')
      expect(String(response.headers['content-security-policy'])).toContain('frame-ancestors http://localhost:4100 ')
    }
    for (const url of ['/system/', '/system/users/widgets/x', '/system/widgets']) {
      expect((await apps.inject({ method: 'GET', url })).body).toContain('<title>system</title>')
    }
    // The page itself is not a file anyone fetches.
    expect((await apps.inject({ method: 'GET', url: '/system/widgets.html' })).statusCode).toBe(404)
  })

  it('serves the app assets and refuses unknown apps and missing files', async () => {
    const asset = await apps.inject({ method: 'GET', url: '/system/assets/main-EFGH5678.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    expect((await apps.inject({ method: 'GET', url: '/unknown/' })).statusCode).toBe(404)
    expect((await apps.inject({ method: 'GET', url: '/system/assets/nope.js' })).statusCode).toBe(404)
    expect((await apps.inject({ method: 'GET', url: '/' })).statusCode).toBe(404)
    expect((await apps.inject({ method: 'GET', url: '/supplier/' })).statusCode).toBe(404)
  })

  it("answers the spare page under the app pages' own headers, and its script", async () => {
    const page = await apps.inject({ method: 'GET', url: '/system/' })
    const spare = await apps.inject({ method: 'GET', url: '/_spare' })
    expect(spare.statusCode).toBe(200)
    expect(spare.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(spare.body).toContain('<script src="/_spare.js"></script>')
    // It carries each app's page as that app's paths are answered, as inert JSON that no page can close.
    const pages = JSON.parse(
      /<script id="hr-spare-pages" type="application\/json">(.*?)<\/script>/.exec(spare.body)![1],
    )
    expect(pages.system).toBe(page.body)
    expect(spare.body.match(/<\/script>/g)).toHaveLength(2)
    // Not the pages of apps left out (development tools in production).
    const site = await buildAppSite(config, join(dir.path, 'apps'), undefined, ['system'])
    try {
      expect((await site.inject({ method: 'GET', url: '/_spare' })).body).not.toContain('"system":')
    } finally {
      await site.close()
    }
    for (const header of ['content-security-policy', 'origin-agent-cluster', 'cache-control'])
      expect(spare.headers[header]).toBe(page.headers[header])
    const script = await apps.inject({ method: 'GET', url: '/_spare.js' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.body).toContain('event.source !== window.parent')
    expect(script.body).toContain('url.origin !== location.origin')
    expect((await apps.inject({ method: 'POST', url: '/_spare' })).statusCode).toBe(404)
    expect((await apps.inject({ method: 'GET', url: '/_blank' })).statusCode).toBe(404)
  })

  it('serves the map stand-in in demo mode, loading only with a key, and lets the pages load the AMap API when configured', async () => {
    const script = await apps.inject({ method: 'GET', url: '/_dev/map/maps?v=2.0&key=abc' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.body).toContain('window.AMap = { Map: Map, Marker: Marker, Circle: Circle')
    // The stand-in is on the apps origin itself: the pages' CSP needs nothing more.
    const page = await apps.inject({ method: 'GET', url: '/system/' })
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';")

    const production = loadConfig({}, { distDir: dir.path, dataDir: dir.path, logLevel: 'silent', demo: false })
    const site = await buildAppSite(production, join(dir.path, 'apps'))
    try {
      expect((await site.inject({ method: 'GET', url: '/_dev/map/maps?v=2.0&key=abc' })).statusCode).toBe(404)
      const csp = String((await site.inject({ method: 'GET', url: '/system/' })).headers['content-security-policy'])
      expect(csp).toContain("script-src 'self' https://*.amap.com https://*.autonavi.com;")
      expect(csp).toContain("img-src 'self' data: blob: https://*.amap.com https://*.autonavi.com;")
    } finally {
      await site.close()
    }
  })
})
