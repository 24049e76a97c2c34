import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const LIST = '/gateway/vacation/web/leaveType/list'
const SAVE = '/gateway/vacation/web/leaveType/save'
const BALANCES = '/gateway/vacation/web/leave/balances'
const en = { 'accept-language': 'en' }

describe("a leave type's policy as HR saves it", () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  const annualType = async () =>
    (await gateway.post(LIST, {}, hr)).body.result.find((type: { code: string }) => type.code === 'annual')
  const save = async (policy: object) => {
    const { code, nameZh, nameEn, unit, tracked, paid, backdateDays, gender, minServiceMonths } = await annualType()
    const input = { code, nameZh, nameEn, unit, tracked, paid, backdateDays, gender, minServiceMonths, policy }
    return (await gateway.post(SAVE, input, hr, en)).body
  }
  const annual = async () =>
    (await gateway.post(BALANCES, {}, staff)).body.result.find((b: { typeCode: string }) => b.typeCode === 'annual')

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
  }, 60_000)
  afterAll(() => gateway.close())

  it('lists the statutory annual leave, and refuses contradicting rules with the reason', async () => {
    const { policy } = await annualType()
    expect(policy).toMatchObject({ entitlement: 'statutory', accrual: 'yearly', prorate: true, carryDays: 0 })
    expect(await save({ ...policy, carryDays: 20 })).toEqual({
      code: 410136,
      msg: 'The days carried over (20) cannot be more than a year gives (15)',
    })
    expect((await save({ ...policy, carryDays: 5, carryExpiry: '02-30' })).code).toBe(410137)
    expect((await annualType()).policy).toEqual(policy)
  })

  it("changes this year's balances at once, each change a correction in the ledger", async () => {
    expect(await annual()).toMatchObject({ total: 10 })
    const { policy } = await annualType()
    const saved = await save({ ...policy, entitlement: 'fixed', days: 12, carryDays: 5, carryExpiry: '03-31' })
    expect(saved.code).toBe(0)
    expect(saved.result.policy).toMatchObject({ entitlement: 'fixed', days: 12, carryDays: 5, carryExpiry: '03-31' })
    expect(await annual()).toMatchObject({ total: 12 })
    const entries = await gateway.ctx.db
      .selectFrom('leave_ledger')
      .select(['kind', 'amount'])
      .where('user_id', '=', 2)
      .where('type_code', '=', 'annual')
      .where('year', '=', new Date().getUTCFullYear())
      .where('kind', '=', 'correction')
      .execute()
    expect(entries).toEqual([{ kind: 'correction', amount: 200 }])
  })
})
