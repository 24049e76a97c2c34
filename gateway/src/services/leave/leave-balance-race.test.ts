import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { adjustBalance } from './entitlement/adjust'
import { settleYear } from './entitlement/settle'
import { leaveCodes } from './errors'

const APPLY = '/gateway/vacation/web/leave/apply'
const BALANCES = '/gateway/vacation/web/leave/balances'

const year = new Date().getUTCFullYear() + 1
/** The first Monday of next year from 5 January, and the days after it (the default calendar: no holiday then). */
const monday = (() => {
  const d = new Date(Date.UTC(year, 0, 5))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
/** Ten working days: Monday to Friday of two weeks. */
const WORKING = [0, 1, 2, 3, 4, 7, 8, 9, 10, 11].map(day)
const oneDay = (date: string) => ({
  typeCode: 'annual',
  startDate: date,
  startHalf: 'am',
  endDate: date,
  endHalf: 'pm',
  reason: 'Last days',
})

describe('leave requests sent at the same moment', () => {
  let gateway: TestGateway
  let staff: string
  let userId: number
  const annual = async () =>
    (await gateway.post(BALANCES, { year }, staff)).body.result.find(
      (b: { typeCode: string }) => b.typeCode === 'annual',
    )

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    userId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => gateway.close())

  /** Sets the year's annual leave to `total` days with an HR adjustment (the ledger explains it). */
  const setBalance = async (total: number) => {
    await settleYear(gateway.ctx.db, 1, year, `${year}-01-01`, Date.now(), [userId])
    const { total: now, used } = await annual()
    await adjustBalance(
      gateway.ctx.db,
      { tenantId: 1, userId, typeCode: 'annual', year, amount: total - now, reason: 'test', byUser: null },
      'en',
      Date.now(),
    )
    expect(used).toBe(0)
  }

  it('take the last days of a balance once: ten requests for ten days with two days left, two are taken', async () => {
    await setBalance(2)
    const answers = await Promise.all(WORKING.map((date) => gateway.post(APPLY, oneDay(date), staff)))
    const codes = answers.map((answer) => answer.body.code)
    expect(codes.filter((code) => code === 0)).toHaveLength(2)
    expect(codes.filter((code) => code === leaveCodes.notEnough)).toHaveLength(8)
    expect(await annual()).toMatchObject({ total: 2, used: 0, pending: 2, left: 0 })
  })

  it('book the same day once: ten requests for one day with days to spare, one is taken, the others overlap it', async () => {
    await gateway.ctx.db.deleteFrom('leave_request').where('tenant_id', '=', 1).where('user_id', '=', userId).execute()
    await setBalance(20)
    const answers = await Promise.all(Array.from({ length: 10 }, () => gateway.post(APPLY, oneDay(day(14)), staff)))
    const codes = answers.map((answer) => answer.body.code)
    expect(codes.filter((code) => code === 0)).toHaveLength(1)
    expect(codes.filter((code) => code === leaveCodes.overlap)).toHaveLength(9)
    expect(await annual()).toMatchObject({ pending: 1, left: 19 })
  })
})
