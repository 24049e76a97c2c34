import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'
import { calculateRun } from '../services/payroll'
import { lockMonth } from '../services/scheduling'
import { seedProfiles } from './salary'

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)

describe('the demo payroll', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  }, 120_000)
  afterAll(() => gateway.close())

  const employees = () =>
    gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'status', 'leave_date'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .execute()
  const profiled = async () =>
    new Set(
      (
        await gateway.ctx.db.selectFrom('salary_profile').select('employee_id').where('tenant_id', '=', 1).execute()
      ).map((row) => row.employee_id),
    )

  it('gives a profile to everyone on the job and to every leaver of the year, none to the leavers of earlier years', async () => {
    const people = await employees()
    const leavers = people.filter((person) => person.status === 2)
    // The year of the latest leave: seeded again as of that day, its leavers have a profile.
    const last = Math.max(...leavers.map((person) => Number(person.leave_date)))
    const newYear = Date.UTC(new Date(last).getUTCFullYear(), 0, 1)
    await gateway.ctx.db.deleteFrom('salary_profile').where('tenant_id', '=', 1).execute()
    await seedProfiles(gateway.ctx.db, last)
    const paid = await profiled()
    const ofTheYear = leavers.filter((person) => Number(person.leave_date) >= newYear)
    const earlier = leavers.filter((person) => Number(person.leave_date) < newYear)
    expect(ofTheYear.length).toBeGreaterThan(0)
    expect(earlier.length).toBeGreaterThan(0)
    expect(ofTheYear.filter((person) => !paid.has(person.id))).toEqual([])
    expect(earlier.filter((person) => paid.has(person.id))).toEqual([])
    expect(people.filter((person) => person.status === 1 && !paid.has(person.id))).toEqual([])
  })

  it('pays a leaver of the year in the run of their last month, for the part of it they worked', async () => {
    const leaver = (await employees())
      .filter((person) => person.status === 2)
      .sort((a, b) => Number(b.leave_date) - Number(a.leave_date))[0]
    const month = isoDay(Number(leaver.leave_date)).slice(0, 7)
    const db = gateway.ctx.db
    await lockMonth(db, 1, month, 1)
    await db
      .insertInto('salary_run')
      .values({
        tenant_id: 1,
        id: 90,
        group_id: 1,
        month,
        status: 'draft',
        instance_id: null,
        headcount: 0,
        gross_fen: 0,
        net_fen: 0,
        tax_fen: 0,
        employer_fen: 0,
        created_by: 1,
        created_at: 0,
        calculated_at: null,
        locked_at: null,
        published_at: null,
        threshold: '10',
        kind: 'regular',
        name: '',
        corrects_run_id: null,
        correction: '',
      })
      .execute()
    const { warnings } = await calculateRun(db, 1, 90, { actor: { id: 1, name: 'test' }, now: Date.now(), lang: 'en' })
    expect(warnings.filter((warning) => warning.employeeId === leaver.id)).toEqual([])
    const line = await db
      .selectFrom('salary_line')
      .select(['gross_fen', 'detail'])
      .where('tenant_id', '=', 1)
      .where('run_id', '=', 90)
      .where('employee_id', '=', leaver.id)
      .executeTakeFirstOrThrow()
    expect(Number(line.gross_fen)).toBeGreaterThan(0)
    const left = isoDay(Number(leaver.leave_date))
    // Paid to the day they left (the whole month when that is its last day).
    const proration = JSON.parse(line.detail).proration
    if (left.endsWith(String(new Date(Date.UTC(+month.slice(0, 4), +month.slice(5), 0)).getUTCDate())))
      expect(proration).toBeUndefined()
    else expect(proration).toMatchObject({ to: left })
  })
})
