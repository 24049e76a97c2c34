import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'
import { startManifestServer, type ManifestServer } from '../../testing/manifest-server'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { drainWebhooks } from './workers'

/** One POST a vendor's webhook receiver got. */
export interface Hit {
  headers: IncomingHttpHeaders
  body: string
  event: { id: string; topic: string; tenantId: number; app: string; data: any }
}

/** A vendor's webhook receiver on 127.0.0.1: keeps every POST and answers `status` (200 unless set). */
export async function startReceiver() {
  const hits: Hit[] = []
  let status = 200
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      hits.push({ headers: request.headers, body, event: JSON.parse(body) })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    hits,
    answer: (next: number) => {
      status = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A test gateway, a vendor's server answering the manifest of the app 'shop' (its webhooks to the receiver), the
 * administrators of tenants 1 and 2, HR of tenant 1, and the calls the tests make.
 */
export async function startWebhooksFixture() {
  const vendor: ManifestServer = await startManifestServer()
  const receiver = await startReceiver()
  const gateway: TestGateway = await startTestGateway()
  const one = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  const en = { 'accept-language': 'en' }
  const publish = (version: string, more: Record<string, unknown> = {}) =>
    vendor.answer('/manifest.json', {
      json: {
        name: 'shop',
        code: 'shop',
        version,
        party: 'third',
        title: { 'zh-CN': '商城', en: 'Shop' },
        entry: `${vendor.origin}/app/`,
        capabilities: ['session.appToken'],
        menus: [{ functionId: 'shop:home', link: '/home', title: { 'zh-CN': '首页', en: 'Home' } }],
        webhooks: { url: receiver.url },
        ...more,
      },
    })
  const apps = async (name: string, body: unknown, token = one) =>
    (await gateway.post(`/gateway/vendor/web/apps/${name}`, body, token, en)).body
  /** Installs (or updates to) the version the vendor's server answers now, granted to no role. */
  const install = async (token = one) => {
    const manifestUrl = `${vendor.origin}/manifest.json`
    const checked = await apps('preview', { manifestUrl }, token)
    expect(checked.code).toBe(0)
    const installed = await apps(
      'install',
      { manifestUrl, manifestHash: checked.result.manifestHash, roles: [] },
      token,
    )
    expect(installed.code).toBe(0)
  }
  const hooks = (name: string, body: unknown, token = one) => apps(`webhooks/${name}`, body, token)
  /** Sends what is due now and answers the receiver's hits of `topic`. */
  const delivered = async (topic?: string) => {
    await drainWebhooks(gateway.ctx)
    return receiver.hits.filter((hit) => !topic || hit.event.topic === topic)
  }
  const close = async () => {
    await gateway.close()
    await vendor.close()
    await receiver.close()
  }
  return { gateway, vendor, receiver, one, two, hr, en, publish, install, apps, hooks, delivered, close }
}
