import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { leavePayoutsOf } from '../payout-days'
import { closeYear } from './carry'
import { post } from './ledger'

// A leave type's choice for the days neither taken nor carried at a year's end: expire (the default) or pay out in
// January's payroll. 10 days given, 3 taken, 2 carried: the other 5 expire, or are paid out.

const LIST = '/gateway/vacation/web/leaveType/list'
const SAVE = '/gateway/vacation/web/leaveType/save'
const en = { 'accept-language': 'en' }
const year = new Date().getUTCFullYear() + 5

describe("the days left at a year's end", () => {
  let gateway: TestGateway
  let hr: string
  const annualType = async () =>
    (await gateway.post(LIST, {}, hr)).body.result.find((type: { code: string }) => type.code === 'annual')
  const save = async (policy: object) => {
    const { code, nameZh, nameEn, unit, tracked, paid, backdateDays, gender, minServiceMonths } = await annualType()
    const input = { code, nameZh, nameEn, unit, tracked, paid, backdateDays, gender, minServiceMonths, policy }
    return (await gateway.post(SAVE, input, hr, en)).body
  }
  /** Account `userId` was given 10 days of annual leave in year `y` and took 3. */
  const given = (userId: number, y: number) => {
    const base = { tenantId: 1, userId, typeCode: 'annual', year: y }
    return post(
      gateway.ctx.db,
      [
        { ...base, kind: 'opening', amount: 1000, key: 'test-opening' },
        { ...base, kind: 'taken', amount: 300, key: 'taken:test' },
      ],
      Date.now(),
    )
  }
  const entries = (userId: number, y: number) =>
    gateway.ctx.db
      .selectFrom('leave_ledger')
      .select(['kind', 'amount', 'entry_key'])
      .where('tenant_id', '=', 1)
      .where('user_id', '=', userId)
      .where('type_code', '=', 'annual')
      .where('year', '=', y)
      .where('kind', 'in', ['carry', 'expire', 'payout'])
      .orderBy('entry_key')
      .execute()

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
  }, 60_000)
  afterAll(() => gateway.close())

  it('expires them by default, as before', async () => {
    expect((await annualType()).policy.yearEnd).toBe('expire')
    expect((await save({ ...(await annualType()).policy, carryDays: 2 })).code).toBe(0)
    await given(2, year)
    await closeYear(gateway.ctx.db, 1, year + 1, Date.now())
    expect(await entries(2, year)).toEqual([
      { kind: 'carry', amount: -200, entry_key: 'carry-out' },
      { kind: 'expire', amount: -500, entry_key: 'expire' },
    ])
    expect((await leavePayoutsOf(gateway.ctx.db, 1, [await employeeOf(2)], `${year + 1}-01`)).size).toBe(0)
  })

  it("pays them out in January's payroll where the policy says so, once however often the year is closed", async () => {
    const saved = await save({ ...(await annualType()).policy, carryDays: 2, yearEnd: 'pay' })
    expect(saved.code).toBe(0)
    expect(saved.result.policy.yearEnd).toBe('pay')
    await given(2, year + 1)
    await closeYear(gateway.ctx.db, 1, year + 2, Date.now())
    await closeYear(gateway.ctx.db, 1, year + 2, Date.now())
    // The year after: 2 carried in and 10 given, 3 taken: 2 carried on, 12 − 3 − 2 = 7 paid out.
    expect(await entries(2, year + 1)).toEqual([
      { kind: 'carry', amount: 200, entry_key: 'carry-in' },
      { kind: 'carry', amount: -200, entry_key: 'carry-out' },
      { kind: 'payout', amount: -700, entry_key: `payout:${year + 2}-01:0>700` },
    ])
    const paid = await leavePayoutsOf(gateway.ctx.db, 1, [await employeeOf(2)], `${year + 2}-01`)
    expect([...paid.values()]).toEqual([700])
  })

  const employeeOf = async (userId: number) =>
    (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('employee_id')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).employee_id!
})
