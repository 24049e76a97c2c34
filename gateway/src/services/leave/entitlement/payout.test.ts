import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { createAccount, createPerson } from '../../people'
import { leavePayoutsOf } from '../payout-days'
import { post } from './ledger'
import { payLeavers } from './payout'
import { dayIn } from './rollover'
import { settleYear } from './settle'

// A leaver's untaken statutory annual leave is paid out (企业职工带薪年休假实施办法 art. 12): worked figures for a leaver
// on 30 September with 10 days a year (15 years of work): 1 January – 30 September is 273 days, 273 ÷ 365 × 10 = 7.48,
// 7 days due; 3 taken, 4 paid out in September.

const OFFBOARD = '/gateway/ums/web/entryUser/offboard'
const now = Date.now()
const year = Number(dayIn(now, 'Asia/Shanghai').slice(0, 4))

describe("a leaver's untaken annual leave", () => {
  let gateway: TestGateway
  let hr: string
  let place: { organ_id: number; gangwei_id: number; zhiwei_id: number }
  let serial = 0

  /** A staff member with an account since 2020, working since `workStart`, who took `taken` days this year. */
  const join = async (workStart: string, taken: number) => {
    serial += 1
    const scope = { db: gateway.ctx.db, tenantId: 1, actor: null, lang: 'en' as const, now }
    const employeeId = await createPerson(scope, {
      ...place,
      name: `Payout ${serial}`,
      job_number: `PAYOUT${serial}`,
      phone: `1380000${String(serial).padStart(4, '0')}`,
      email: '',
      gender: 1,
      entry_date: Date.parse('2020-03-01'),
      profile: { work_start_date: Date.parse(workStart) },
    })
    const userId = await createAccount(scope, {
      userName: `payout${serial}`,
      realName: `Payout ${serial}`,
      password: { hash: 'x', salt: 'x' },
      phone: '',
      email: '',
      employeeId,
    })
    const base = { tenantId: 1, userId, typeCode: 'annual', year }
    await post(gateway.ctx.db, [{ ...base, kind: 'taken', amount: taken * 100, key: 'taken:test' }], now)
    return { employeeId, userId }
  }
  const leave = async (employeeId: number, day = `${year}-09-30`) => {
    const answer = await gateway.post(OFFBOARD, { id: employeeId, leaveDate: day, reason: 'Moving' }, hr)
    expect(answer.body.code).toBe(0)
  }
  const entries = (userId: number, kind: string) =>
    gateway.ctx.db
      .selectFrom('leave_ledger')
      .select(['kind', 'amount', 'entry_key'])
      .where('tenant_id', '=', 1)
      .where('user_id', '=', userId)
      .where('type_code', '=', 'annual')
      .where('year', '=', year)
      .where('kind', '=', kind)
      .execute()
  const balance = (userId: number) =>
    gateway.ctx.db
      .selectFrom('leave_balance')
      .select(['total', 'used'])
      .where('tenant_id', '=', 1)
      .where('user_id', '=', userId)
      .where('year', '=', year)
      .where('type_code', '=', 'annual')
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    place = await gateway.ctx.db
      .selectFrom('employee')
      .select(['organ_id', 'gangwei_id', 'zhiwei_id'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
  }, 60_000)
  afterAll(() => gateway.close())

  it('pays 7 prorated days less 3 taken = 4 days in the month of a 30 September leave, leaving nothing', async () => {
    const { employeeId, userId } = await join(`${year - 15}-01-01`, 3)
    await leave(employeeId)
    expect(await entries(userId, 'leaver')).toEqual([{ kind: 'leaver', amount: -300, entry_key: 'leaver:1000>700' }])
    expect(await entries(userId, 'payout')).toEqual([
      { kind: 'payout', amount: -400, entry_key: `payout:${year}-09:0>400` },
    ])
    expect(await balance(userId)).toEqual({ total: 3, used: 3 })
    const paid = await leavePayoutsOf(gateway.ctx.db, 1, [employeeId], `${year}-09`)
    expect(paid.get(employeeId)).toBe(400)
    expect((await leavePayoutsOf(gateway.ctx.db, 1, [employeeId], `${year}-10`)).has(employeeId)).toBe(false)
    expect((await leavePayoutsOf(gateway.ctx.db, 2, [employeeId], `${year}-09`)).has(employeeId)).toBe(false)
  })

  it('pays once however often the leaver is recomputed', async () => {
    const { employeeId, userId } = await join(`${year - 15}-01-01`, 3)
    await leave(employeeId)
    for (let run = 0; run < 2; run += 1) {
      await settleYear(gateway.ctx.db, 1, year, `${year}-11-30`, now + 1000, [userId])
      expect(await payLeavers(gateway.ctx.db, 1, [userId], now + 1000)).toBe(0)
    }
    expect(await entries(userId, 'payout')).toHaveLength(1)
    expect((await leavePayoutsOf(gateway.ctx.db, 1, [employeeId], `${year}-09`)).get(employeeId)).toBe(400)
  })

  it('pays nothing and claws nothing back when more was taken than the prorated days (5 taken of 273 ÷ 365 × 5 = 3)', async () => {
    const { employeeId, userId } = await join(`${year - 5}-01-01`, 5)
    await leave(employeeId)
    expect(await entries(userId, 'payout')).toEqual([])
    expect(await balance(userId)).toEqual({ total: 3, used: 5 })
  })

  it('pays the days carried from the year before while valid on the last day, and not once they expired', async () => {
    const carried = async (workStart: string) => {
      const person = await join(workStart, 0)
      const base = { tenantId: 1, userId: person.userId, typeCode: 'annual', year }
      await post(gateway.ctx.db, [{ ...base, kind: 'carry', amount: 200, key: 'carry-in' }], now)
      return person
    }
    const valid = await carried(`${year - 5}-01-01`)
    await leave(valid.employeeId)
    // 3 days of the year (273 ÷ 365 × 5) and 2 carried.
    expect((await entries(valid.userId, 'payout')).map((entry) => entry.amount)).toEqual([-500])

    await gateway.ctx.db
      .updateTable('leave_type')
      .set({ carry_expiry: '03-31' })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'annual')
      .execute()
    const lapsed = await carried(`${year - 5}-01-01`)
    await leave(lapsed.employeeId)
    expect(await entries(lapsed.userId, 'expire')).toEqual([
      { kind: 'expire', amount: -200, entry_key: 'carry-expire' },
    ])
    expect((await entries(lapsed.userId, 'payout')).map((entry) => entry.amount)).toEqual([-300])
  })
})
