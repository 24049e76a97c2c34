import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROWS } from '../../../core/db/migrations/051-change-notify'
import { CACHED_TABLES as STAFF_TABLES } from '../../../core/db/migrations/058-staff-change-notify'
import { CACHED_TABLES as LEAVE_TYPE_TABLES } from '../../../core/db/migrations/179-leave-change-notify'
import { NOTIFIED_TABLES } from '../../../core/db/migrations/181-leave-settle-notify'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { balancesOf } from '../store'
import { post } from './ledger'
import { dayIn } from './rollover'
import { settleYear } from './settle'
import { SETTLE_TABLES } from './settled'

const BALANCES = '/gateway/vacation/web/leave/balances'
const DAY = 86_400_000
const start = Date.now()
const year = Number(dayIn(start, 'Asia/Shanghai').slice(0, 4))

// A balance read settles an account's year once a month and keeps that it did (settled.ts): each change below must
// make the next read settle again. Every read is checked against the path that always settles: settleYear writes what
// the read should have written (nothing when it did), then the balances are read as the route reads them.
describe('a balance read settles again after what it settles from changes', () => {
  let gateway: TestGateway
  let now = start
  const db = () => gateway.ctx.db

  /** The demo staff account (a man) and its staff record, entered five years ago and working since `workStart`. */
  const staffMember = async (workStart: string) => {
    const { id: userId, employee_id } = await db()
      .selectFrom('app_user')
      .select(['id', 'employee_id'])
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const employeeId = employee_id!
    await db()
      .updateTable('employee')
      .set({ entry_date: Date.UTC(year - 5, 0, 1), leave_date: null })
      .where('tenant_id', '=', 1)
      .where('id', '=', employeeId)
      .execute()
    await db()
      .updateTable('employee_profile')
      .set({ work_start_date: Date.parse(workStart) })
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', employeeId)
      .execute()
    return { employeeId, userId }
  }

  /** The route's answer, then the same balances after settling as the route did before it kept anything. */
  const readAndSettled = async (token: string, userId: number, body: { year?: number } = {}) => {
    const shown = (await gateway.post(BALANCES, body, token)).body.result
    const y = body.year ?? year
    const onDay = new Date(now).toISOString().slice(0, 10)
    await settleYear(db(), 1, y, onDay, now, [userId])
    const settled = (await balancesOf(db(), 1, userId, y, onDay)).filter((b) => b.typeCode !== 'maternity')
    return { shown, settled }
  }

  /** Reads this year's and next year's balances twice: a read that settled nothing is kept, so the next change matters. */
  const readTwice = async (token: string) => {
    for (const body of [{}, { year: year + 1 }, {}, { year: year + 1 }]) await gateway.post(BALANCES, body, token)
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
  }, 60_000)
  afterAll(() => gateway.close())

  it('after a change of the work-start date, an approved sick leave, a leaving date and a policy', async () => {
    const { employeeId, userId } = await staffMember(`${year - 5}-01-01`)
    const token = await gateway.login('staff', 'Staff@12345')
    const annual = (answer: Array<{ typeCode: string; total: number }>) =>
      answer.find((b) => b.typeCode === 'annual')?.total
    let read = await readAndSettled(token, userId)
    expect(read.shown).toEqual(read.settled)
    expect(annual(read.shown)).toBe(5)
    // Read again: nothing changed, the same answer.
    expect((await readAndSettled(token, userId)).shown).toEqual(read.shown)

    // Twelve years of work: ten days.
    await readTwice(token)
    await db()
      .updateTable('employee_profile')
      .set({ work_start_date: Date.UTC(year - 12, 0, 1) })
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', employeeId)
      .execute()
    read = await readAndSettled(token, userId)
    expect(read.shown).toEqual(read.settled)
    expect(annual(read.shown)).toBe(10)

    // Three months of approved sick leave bar the year's annual leave.
    await readTwice(token)
    await db()
      .insertInto('leave_request')
      .values({
        tenant_id: 1,
        id: `settled-sick-${userId}`,
        user_id: userId,
        type_code: 'sick',
        start_date: `${year}-01-05`,
        start_half: 'am',
        end_date: `${year}-04-10`,
        end_half: 'pm',
        days: 66,
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
    read = await readAndSettled(token, userId)
    expect(read.shown).toEqual(read.settled)
    expect(annual(read.shown)).toBe(0)
    await readTwice(token)
    await db()
      .deleteFrom('leave_request')
      .where('tenant_id', '=', 1)
      .where('id', '=', `settled-sick-${userId}`)
      .execute()
    read = await readAndSettled(token, userId)
    expect(read.shown).toEqual(read.settled)
    expect(annual(read.shown)).toBe(10)

    // Leaving on 31 March next year: next year's days become its share.
    await readTwice(token)
    await db()
      .updateTable('employee')
      .set({ leave_date: Date.UTC(year + 1, 2, 31) })
      .where('tenant_id', '=', 1)
      .where('id', '=', employeeId)
      .execute()
    read = await readAndSettled(token, userId, { year: year + 1 })
    expect(read.shown).toEqual(read.settled)
    expect(annual(read.shown)).toBe(2)

    // A day given besides the rules (as another process's settling might have written it): settled back.
    await readTwice(token)
    await post(db(), [{ tenantId: 1, userId, typeCode: 'annual', year, kind: 'grant', amount: 100, key: 'stray' }], now)
    read = await readAndSettled(token, userId)
    expect(read.shown).toEqual(read.settled)
    expect(annual(read.shown)).toBe(10)

    // Annual leave given month by month: what this month has given.
    await readTwice(token)
    await db()
      .updateTable('leave_type')
      .set({ accrual: 'monthly' })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'annual')
      .execute()
    read = await readAndSettled(token, userId)
    expect(read.shown).toEqual(read.settled)
  })

  it('in a new month, when a monthly accrual gives more', async () => {
    const { userId } = await staffMember(`${year - 5}-01-01`)
    let token = await gateway.login('staff', 'Staff@12345')
    let read = await readAndSettled(token, userId)
    expect(read.shown).toEqual(read.settled)
    const before = read.shown.find((b: { typeCode: string }) => b.typeCode === 'annual').total
    await readTwice(token)
    // The first day of the next month (in January when this is December: this year's reads then settle as next year's).
    const next = new Date(now)
    now = Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1) + 2 * 3_600_000
    gateway.setNow(now)
    token = await gateway.login('staff', 'Staff@12345')
    read = await readAndSettled(token, userId, { year })
    expect(read.shown).toEqual(read.settled)
    if (new Date(start).getUTCMonth() < 11)
      expect(read.shown.find((b: { typeCode: string }) => b.typeCode === 'annual').total).toBeGreaterThan(before)
    gateway.setNow((now = start + DAY * 0))
  })

  it('hears of a change to any of its tables from other processes on PostgreSQL (a trigger names each)', () => {
    const named = new Set<string>([
      ...ROWS.map(([table]) => table),
      ...STAFF_TABLES,
      ...LEAVE_TYPE_TABLES,
      ...NOTIFIED_TABLES,
    ])
    expect([...SETTLE_TABLES].filter((table) => !named.has(table))).toEqual([])
  })
})
