import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const DAY = 24 * 60 * 60 * 1000

describe('contract expiry notices', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('tell the people who keep employee records once per contract ending within 30 days, with a link to the record', async () => {
    const { queueContractExpiries } = await import('./contract-expiry')
    const now = gateway.ctx.now()
    const staff = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    await gateway.ctx.db
      .updateTable('employee_profile')
      .set({ contract_end: now + 10 * DAY })
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', staff.employee_id!)
      .execute()
    await queueContractExpiries(gateway.ctx, now)
    expect(await queueContractExpiries(gateway.ctx, now + 60_000)).toBe(0)
    const rows = await gateway.ctx.db
      .selectFrom('notify_delivery')
      .innerJoin('app_user', 'app_user.id', 'notify_delivery.user_id')
      .select([
        'app_user.user_name',
        'notify_delivery.channel',
        'notify_delivery.subject',
        'notify_delivery.body',
        'notify_delivery.link',
      ])
      .where('notify_delivery.dedupe_key', 'like', `contract:${staff.employee_id}:%`)
      .execute()
    // hr holds the records function (HR Manager role); staff does not.
    expect(rows.filter((row) => row.user_name === 'hr' && row.channel === 'email')).toMatchObject([
      {
        subject: '合同即将到期：邓洋娟',
        link: `/portal/personnel/records/${staff.employee_id}`,
        body: expect.stringContaining('（10 天后）'),
      },
    ])
    expect(rows.filter((row) => row.user_name === 'staff')).toEqual([])
  })
})
