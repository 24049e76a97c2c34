import { beforeAll, describe, expect, it } from 'vitest'
import { queueNotification } from '../services/notify'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or retries tenant 1's notification deliveries, nor changes a person's choices there
// (services/notify).

describe('tenant isolation: notifications', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  let deliveryOfOne: string

  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    const admin = await gateway.ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow()
    const eventKey = `isolation:${Date.now()}`
    await queueNotification(gateway.ctx, {
      tenantId: 1,
      kind: 'approvalDecided',
      template: 'approvalApproved',
      userIds: [admin.id],
      params: { title: 'Annual leave 3 days' },
      link: '/portal/approval/center/requests/abc',
      eventKey,
      inPortal: true,
    })
    const row = await gateway.ctx.db
      .selectFrom('notify_delivery')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('dedupe_key', 'like', `${eventKey}:%`)
      .executeTakeFirstOrThrow()
    await gateway.ctx.db.updateTable('notify_delivery').set({ state: 'failed' }).where('id', '=', row.id).execute()
    deliveryOfOne = row.id
  })

  it("lists and retries only the session tenant's deliveries", async () => {
    const listed = async (token: string) =>
      (
        (await post('/message/web/notify/deliveries', { pageSize: 100 }, token)).body.result.rows as Array<{
          id: string
        }>
      ).map((row) => row.id)
    expect(await listed(one)).toContain(deliveryOfOne)
    expect(await listed(two)).not.toContain(deliveryOfOne)
    expect((await post('/message/web/notify/retry', { id: deliveryOfOne }, two)).body.code).toBe(411301)
    expect((await post('/message/web/notify/retry', { id: deliveryOfOne }, one)).body.code).toBe(0)
  })

  it("keeps the same person's choices in tenant 1 from their session in tenant 2", async () => {
    const mail = async (token: string) =>
      (
        (await post('/message/web/notify/preferences', {}, token)).body.result.kinds as Array<{
          kind: string
          email: boolean
        }>
      ).find((choice) => choice.kind === 'announcement')?.email
    const before = await mail(one)
    const choices = [{ kind: 'announcement', channel: 'email', enabled: !before }]
    expect((await post('/message/web/notify/savePreferences', { choices }, two)).body.code).toBe(0)
    expect(await mail(two)).toBe(!before)
    expect(await mail(one)).toBe(before)
  })
})
