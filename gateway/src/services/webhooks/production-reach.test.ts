import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { queueEvent } from './events'
import { newSecret } from './signature'
import { drainWebhooks } from './workers'

// In production (no loopback in the outbound rules) a webhook address on loopback or a private network is never
// connected to: the try fails before any connection, and the delivery log says why.
describe('webhook addresses under production rules', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway({ outbound: { allowOrigins: [], loopback: false } })
  })
  afterAll(() => gateway.close())

  it.each([
    'http://127.0.0.1:9/hooks',
    'https://127.0.0.1/hooks',
    'https://[::1]/hooks',
    'https://10.1.2.3/hooks',
    'https://192.168.0.7/hooks',
    'https://localhost/hooks',
  ])('refuses %s', async (url) => {
    const code = `probe-${Math.abs([...url].reduce((a, c) => (a * 31 + c.charCodeAt(0)) | 0, 7))}`
    const hook = {
      tenant_id: 1,
      app_code: code,
      install_id: 1,
      url,
      topics: '[]',
      scopes: '[]',
      secret: newSecret(),
      secret_shown: 0,
      created_at: gateway.ctx.now(),
      rotated_at: null,
      installed: 1,
    }
    await gateway.ctx.db.insertInto('app_webhook').values(hook).execute()
    const id = await queueEvent(gateway.ctx.db, hook, 'app.ping', { test: true }, gateway.ctx.now())
    await drainWebhooks(gateway.ctx)
    const row = await gateway.ctx.db
      .selectFrom('app_webhook_delivery')
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirstOrThrow()
    expect([row.status, row.attempts, row.last_status]).toEqual(['pending', 1, null])
    expect(row.last_error).toMatch(/not a public one|not reached over plain http/)
  })
})
