import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const CONTEXT = '/gateway/kaoqin/web/clockIn/context'

describe("the clock-in map: the map script with the tenant's key", () => {
  let demo: TestGateway
  let configured: TestGateway
  beforeAll(async () => {
    demo = await startTestGateway()
    configured = await startTestGateway({ mapScriptUrl: 'https://maps.example.com/js?v=2.0&key=' })
  }, 60_000)
  afterAll(async () => {
    await demo.close()
    await configured.close()
  })

  it('gives the demo stand-in on the apps origin with the seeded key, and the configured script elsewhere', async () => {
    const staff = await demo.login('staff', 'Staff@12345')
    const context = (await demo.post(CONTEXT, {}, staff)).body.result
    expect(context.map).toEqual({ script: `${demo.ctx.config.appsOrigin}/_dev/map/maps?v=2.0&key=demo-gaode-map-key` })
    const other = await configured.login('staff', 'Staff@12345')
    expect((await configured.post(CONTEXT, {}, other)).body.result.map).toEqual({
      script: 'https://maps.example.com/js?v=2.0&key=demo-gaode-map-key',
    })
  }, 60_000)

  it('gives no map without a key in the tenant: the page shows the distance in words only', async () => {
    const db = demo.ctx.db
    await db
      .updateTable('query_condition_item')
      .set({ value: ' ' })
      .where('tenant_id', '=', 1)
      .where('item_key', '=', 'gaodeMapKey')
      .execute()
    try {
      const staff = await demo.login('staff', 'Staff@12345')
      expect((await demo.post(CONTEXT, {}, staff)).body.result.map).toBeNull()
      await db
        .deleteFrom('query_condition_item')
        .where('tenant_id', '=', 1)
        .where('item_key', '=', 'gaodeMapKey')
        .execute()
      expect((await demo.post(CONTEXT, {}, staff)).body.result.map).toBeNull()
    } finally {
      await db
        .deleteFrom('query_condition_item')
        .where('tenant_id', '=', 1)
        .where('item_key', '=', 'gaodeMapKey')
        .execute()
      await db
        .insertInto('query_condition_item')
        .values({ biz_type_id: 66, tenant_id: 1, channel: 1, item_key: 'gaodeMapKey', value: 'demo-gaode-map-key' })
        .execute()
    }
  }, 60_000)
})
