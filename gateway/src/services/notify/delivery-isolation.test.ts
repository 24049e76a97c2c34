import { describe, expect, it } from 'vitest'
import { tenantsSuite } from '../../tenant-isolation/suite'

describe('tenant isolation of the notification routes', () => {
  const { tenants, post } = tenantsSuite()

  it("lists and retries the session tenant's deliveries only, and keeps each tenant's choices apart", async () => {
    const { gateway, one, two } = tenants()
    const { queueNotification } = await import('./index')
    await queueNotification(gateway.ctx, {
      tenantId: 1,
      kind: 'approvalDecided',
      template: 'approvalApproved',
      userIds: [1],
      params: { title: 'Tenant one only' },
      link: '/portal',
      eventKey: 'iso:1',
      inPortal: false,
    })
    await gateway.ctx.db
      .updateTable('notify_delivery')
      .set({ state: 'failed' })
      .where('dedupe_key', 'like', 'iso:1:%')
      .execute()
    const inOne = (await post('/message/web/notify/deliveries', {}, one)).body.result.rows.filter(
      (r: { subject: string }) => r.subject === '审批通过：Tenant one only',
    )
    expect(inOne).toHaveLength(1)
    expect(
      (await post('/message/web/notify/deliveries', {}, two)).body.result.rows.filter((r: { subject: string }) =>
        r.subject.includes('Tenant one only'),
      ),
    ).toEqual([])
    expect((await post('/message/web/notify/retry', { id: inOne[0].id }, two)).body.code).toBe(411301)
    expect(
      (
        await post(
          '/message/web/notify/savePreferences',
          { choices: [{ kind: 'announcement', channel: 'email', enabled: true }] },
          two,
        )
      ).body.code,
    ).toBe(0)
    const kindIn = async (token: string) =>
      (await post('/message/web/notify/preferences', {}, token)).body.result.kinds.find(
        (k: { kind: string }) => k.kind === 'announcement',
      )
    expect(await kindIn(two)).toMatchObject({ email: true })
    expect(await kindIn(one)).toMatchObject({ email: false })
  })
})
