import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { lockedSummariesOf, readResults } from '.'
import { K, startAttendanceGateway } from './test-helpers'

const DAY = 86_400_000
/** Thursday 2 April 2026, 10:00 in Shanghai: March is over and may be locked. */
const APRIL = Date.parse('2026-04-02T02:00:00Z')

describe('attendance counts only the days a person is employed', () => {
  let gateway: TestGateway
  let hr: string
  let joiner: number
  let leaver: number

  beforeAll(async () => {
    const at = await startAttendanceGateway()
    gateway = at.gateway
    gateway.setNow(APRIL)
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    // Two people of the demo's whole-company group (Monday to Friday; March 2026 has 22 working days and no holiday).
    const [first, second] = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .where('id', '!=', at.staffEmployee.id)
      .orderBy('id')
      .limit(2)
      .execute()
    joiner = first.id
    leaver = second.id
    await db
      .updateTable('employee')
      .set({ entry_date: Date.parse('2026-03-15T00:00:00Z') })
      .where('id', '=', joiner)
      .execute()
    await db
      .updateTable('employee')
      .set({
        entry_date: Date.parse('2020-01-06T00:00:00Z'),
        leave_date: Date.parse('2026-03-10T00:00:00Z'),
        status: 2,
      })
      .where('id', '=', leaver)
      .execute()
  })
  afterAll(() => gateway.close())

  it('judges the days before the entry date and after the leave date as not employed', async () => {
    const results = await readResults(gateway.ctx.db, 1, [joiner, leaver], '2026-03-09', '2026-03-17', APRIL)
    const statusOf = (id: number, day: string) => results.get(id)!.find((result) => result.day === day)!.status
    expect(statusOf(joiner, '2026-03-13')).toBe('not_employed')
    expect(statusOf(joiner, '2026-03-16')).toBe('absent')
    expect(statusOf(leaver, '2026-03-10')).toBe('absent')
    expect(statusOf(leaver, '2026-03-11')).toBe('not_employed')
  })

  it('sums a joiner on the 15th from the 15th and a leaver on the 10th up to the 10th, the leaver still listed', async () => {
    const rows = (await gateway.post(`${K}/summary/list`, { month: '2026-03' }, hr)).body.result.rows as Array<{
      employeeId: number
      daysDue: number
      absentDays: number
      daysWorked: number
    }>
    // Joiner: 16–20, 23–27, 30–31 March; leaver: 2–6, 9–10 March.
    expect(rows.find((row) => row.employeeId === joiner)).toMatchObject({ daysDue: 12, absentDays: 12, daysWorked: 0 })
    expect(rows.find((row) => row.employeeId === leaver)).toMatchObject({ daysDue: 7, absentDays: 7, daysWorked: 0 })
  })

  it('freezes the same figures for payroll when the month is locked, the month’s leaver included', async () => {
    expect((await gateway.post(`${K}/summary/lock`, { month: '2026-03' }, hr)).body.code).toBe(0)
    const frozen = await lockedSummariesOf(gateway.ctx.db, 1, '2026-03', [joiner, leaver])
    expect(frozen?.get(joiner)).toMatchObject({ daysDue: 12, absentDays: 12, lateCount: 0 })
    expect(frozen?.get(leaver)).toMatchObject({ daysDue: 7, absentDays: 7, lateCount: 0 })
    // April: the leaver is no longer employed and is not summed for it.
    gateway.setNow(APRIL + 31 * DAY)
    const hrMay = await gateway.login('hr', 'Hr@123456789')
    expect((await gateway.post(`${K}/summary/lock`, { month: '2026-04' }, hrMay)).body.code).toBe(0)
    const april = await lockedSummariesOf(gateway.ctx.db, 1, '2026-04', [joiner, leaver])
    expect(april?.has(leaver)).toBe(false)
    expect(april?.get(joiner)?.daysDue).toBeGreaterThan(18)
  })
})
