import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { createAccount, createPerson } from '../../people'
import { dayIn, rollOver, rollOverDue } from './rollover'
import { settleYear } from './settle'

const BALANCES = '/gateway/vacation/web/leave/balances'
const APPLY = '/gateway/vacation/web/leave/apply'
const RESOLVE = '/gateway/workflow/web/approveForm/resolve'
const OFFBOARD = '/gateway/ums/web/entryUser/offboard'
const en = { 'accept-language': 'en' }

const now = Date.now()
const today = dayIn(now, 'Asia/Shanghai')
const year = Number(today.slice(0, 4))

describe('leave balances made by the rules', () => {
  let gateway: TestGateway
  let hr: string
  let manager: string
  let staff: string
  let place: { organ_id: number; gangwei_id: number; zhiwei_id: number }
  let serial = 0

  /** A new staff member with an account, entered on `entry`, working since `workStart` (YYYY-MM-DD). */
  const join = async (entry: string, workStart: string | null, gender = 1) => {
    serial += 1
    const scope = { db: gateway.ctx.db, tenantId: 1, actor: null, lang: 'en' as const, now }
    const employeeId = await createPerson(scope, {
      ...place,
      name: `Joiner ${serial}`,
      job_number: `JOIN${serial}`,
      phone: `1390000${String(serial).padStart(4, '0')}`,
      email: '',
      gender,
      entry_date: Date.parse(entry),
      profile: { work_start_date: workStart ? Date.parse(workStart) : null },
    })
    const userId = await createAccount(scope, {
      userName: `joiner${serial}`,
      realName: `Joiner ${serial}`,
      password: { hash: 'x', salt: 'x' },
      phone: '',
      email: '',
      employeeId,
    })
    return { employeeId, userId }
  }
  const ledger = (userId: number, type = 'annual') =>
    gateway.ctx.db
      .selectFrom('leave_ledger')
      .select(['year', 'kind', 'amount', 'entry_key'])
      .where('tenant_id', '=', 1)
      .where('user_id', '=', userId)
      .where('type_code', '=', type)
      .orderBy('year')
      .orderBy('created_at')
      .execute()
  const balance = async (userId: number, y: number, type = 'annual') =>
    gateway.ctx.db
      .selectFrom('leave_balance')
      .select(['total', 'used'])
      .where('tenant_id', '=', 1)
      .where('user_id', '=', userId)
      .where('year', '=', y)
      .where('type_code', '=', type)
      .executeTakeFirst()

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    manager = await gateway.login('manager', 'Manager@12345')
    staff = await gateway.login('staff', 'Staff@12345')
    place = await gateway.ctx.db
      .selectFrom('employee')
      .select(['organ_id', 'gangwei_id', 'zhiwei_id'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
  }, 60_000)
  afterAll(() => gateway.close())

  it('gives a 1 July joiner with 3, 12 and 25 years of work 2, 5 and 7 days the moment their account opens', async () => {
    const given = []
    for (const years of [3, 12, 25]) {
      const { userId } = await join(`${year}-07-01`, `${year - years}-07-01`)
      given.push(await ledger(userId))
    }
    expect(given).toEqual([200, 500, 700].map((amount) => [{ year, kind: 'grant', amount, entry_key: 'grant' }]))
  })

  it('gives nothing before a whole year of work, and 98 calendar days of maternity leave only to a woman', async () => {
    const { userId: fresh } = await join(`${year}-01-05`, null)
    expect(await ledger(fresh)).toEqual([])
    const { userId: woman } = await join(`${year}-01-05`, null, 2)
    expect(await ledger(woman, 'maternity')).toEqual([{ year, kind: 'grant', amount: 9800, entry_key: 'grant' }])
    expect(await ledger(fresh, 'maternity')).toEqual([])
  })

  it("recomputes a 30 September leaver's year: 5 days become 273 ÷ 365 × 5 = 3, all 3 untaken paid out", async () => {
    const { employeeId, userId } = await join('2020-03-01', '2021-01-01')
    expect(await balance(userId, year)).toEqual({ total: 5, used: 0 })
    const left = await gateway.post(OFFBOARD, { id: employeeId, leaveDate: `${year}-09-30`, reason: 'Moving' }, hr)
    expect(left.body.code).toBe(0)
    const entries = (await ledger(userId)).filter((entry) => entry.year === year)
    expect(entries.sort((a, b) => a.entry_key.localeCompare(b.entry_key))).toEqual([
      { year, kind: 'grant', amount: 500, entry_key: 'grant' },
      { year, kind: 'leaver', amount: -200, entry_key: 'leaver:500>300' },
      { year, kind: 'payout', amount: -300, entry_key: `payout:${year}-09:0>300` },
    ])
    expect(await balance(userId, year)).toEqual({ total: 0, used: 0 })
  })

  it('bars the annual leave of a year with two months of sick leave (5 years of work)', async () => {
    const { userId } = await join(`${year - 5}-01-01`, `${year - 5}-01-01`)
    await gateway.ctx.db
      .insertInto('leave_request')
      .values({
        tenant_id: 1,
        id: `sick-${userId}`,
        user_id: userId,
        type_code: 'sick',
        start_date: `${year}-03-01`,
        start_half: 'am',
        end_date: `${year}-04-29`,
        end_half: 'pm',
        days: 42,
        reason: 'Illness',
        status: 'approved',
        instance_id: null,
        created_at: now,
        start_time: null,
        end_time: null,
        hours: 0,
        credits: null,
      })
      .execute()
    await settleYear(gateway.ctx.db, 1, year, today, now, [userId])
    const kinds = (await ledger(userId)).filter((entry) => entry.year === year).map((entry) => entry.kind)
    expect(kinds.sort()).toEqual(['forfeit', 'grant'])
    expect(await balance(userId, year)).toEqual({ total: 0, used: 0 })
  })

  it('takes each day of a leave across New Year from its own year, and refuses naming the year that is short', async () => {
    const ask = (extra: object) =>
      gateway.post(
        APPLY,
        {
          typeCode: 'annual',
          startDate: `${year + 1}-12-28`,
          startHalf: 'am',
          endDate: `${year + 2}-01-08`,
          endHalf: 'pm',
          reason: 'New Year',
          ...extra,
        },
        staff,
        en,
      )
    // Two years ahead has no entitlement yet: the part in it is refused, the year named.
    const refused = (await ask({})).body
    expect(refused.code).toBe(410141)
    expect(refused.msg).toMatch(new RegExp(`^Not enough Annual leave in ${year + 2}: 0 days left`))
    const applied = (await ask({ startDate: `${year}-12-30`, endDate: `${year + 1}-01-06` })).body
    expect(applied.code).toBe(0)
    const { instanceId, days } = applied.result
    let status = (await gateway.post(RESOLVE, { instanceId }, manager)).body.result.status
    if (status === 'running') status = (await gateway.post(RESOLVE, { instanceId }, hr)).body.result.status
    expect(status).toBe('approved')
    const taken = (await ledger(2)).filter((entry) => entry.kind === 'taken')
    expect(taken.map((entry) => entry.year)).toEqual([year, year + 1])
    expect(taken.every((entry) => entry.amount > 0)).toBe(true)
    expect(taken.reduce((sum, entry) => sum + entry.amount, 0)).toBe(days * 100)
    const shown = async (y: number) =>
      (await gateway.post(BALANCES, { year: y }, staff)).body.result.find(
        (b: { typeCode: string }) => b.typeCode === 'annual',
      )
    expect((await shown(year)).used * 100).toBe(taken[0].amount)
    expect((await shown(year + 1)).used * 100).toBe(taken[1].amount)
  })

  // Runs last: it closes this year as its end would.
  it('rolls over once however often it runs, and a run stopped half-way is finished by the next', async () => {
    const count = async () =>
      Number(
        (
          await gateway.ctx.db
            .selectFrom('leave_ledger')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    // The gateway's start rolled today over already: the worker's next pass does nothing.
    expect(await rollOverDue(gateway.ctx.db, now)).toBe(0)
    await rollOver(gateway.ctx.db, 1, today, now)
    const before = await count()
    await rollOver(gateway.ctx.db, 1, today, now)
    expect(await count()).toBe(before)
    // The next year: a run that stopped after a few accounts' grants, then the whole rollover, twice.
    const next = `${year + 1}-01-01`
    const firstFew = (await gateway.ctx.db.selectFrom('app_user').select('id').orderBy('id').limit(3).execute()).map(
      (row) => row.id,
    )
    await settleYear(gateway.ctx.db, 1, year + 1, next, now, firstFew)
    await rollOver(gateway.ctx.db, 1, next, now)
    const after = await count()
    await rollOver(gateway.ctx.db, 1, next, now)
    expect(await count()).toBe(after)
    const grants = await gateway.ctx.db
      .selectFrom('leave_ledger')
      .select(['user_id', 'type_code', (eb) => eb.fn.countAll().as('n')])
      .where('year', '=', year + 1)
      .where('kind', '=', 'grant')
      .groupBy(['user_id', 'type_code'])
      .execute()
    expect(grants.length).toBeGreaterThan(0)
    expect(grants.every((row) => Number(row.n) === 1)).toBe(true)
    // What this year left over expired at its end (the statutory default carries nothing over).
    const staffId = 2
    const closed = (await ledger(staffId)).filter((entry) => entry.year === year)
    expect(closed.map((entry) => entry.entry_key)).toContain('expire')
    expect(await balance(staffId, year + 1)).toMatchObject({ total: 10 })
  })
})
