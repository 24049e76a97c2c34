import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { teamOf } from '../access'
import { lockMonth, unlockMonth } from '.'

const ROSTER = '/gateway/paiban/web/shift/roster'
const SET = '/gateway/paiban/web/shift/set'
const FILL = '/gateway/paiban/web/shift/fillWeek'
const LIST = '/gateway/paiban/web/shift/list'
const TABLE = '/gateway/vacation/web/leaveTable/month'
const APPLY = '/gateway/vacation/web/leave/apply'
const FORM = '/gateway/workflow/web/approveForm'

const now = new Date()
const thisMonth = now.toISOString().slice(0, 7)
const year = now.getUTCFullYear() + 1
/** The first Monday of February next year, and the days after it. */
const monday = (() => {
  const d = new Date(Date.UTC(year, 1, 1))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

describe('the shift table and the leave table', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let hr: string
  let staffEmployee: { id: number; organ_id: number }
  let outsider: { id: number; organ_id: number }

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    const user = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    staffEmployee = await db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('id', '=', user.employee_id!)
      .executeTakeFirstOrThrow()
    const managerUser = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'manager')
      .executeTakeFirstOrThrow()
    // Someone taken out of the manager's reporting line (the demo manager heads the whole tenant).
    outsider = await db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .where('id', 'not in', [managerUser.employee_id!, staffEmployee.id])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('employee')
      .set({ manager_id: null })
      .where('tenant_id', '=', 1)
      .where('id', '=', outsider.id)
      .execute()
    expect(await teamOf(db, 1, managerUser.employee_id!)).not.toContain(outsider.id)
  })
  afterAll(() => gateway.close())

  it('shows the seeded roster of the month: the day shift on weekdays, rest at weekends', async () => {
    expect((await gateway.post(LIST, {}, hr)).body.result.map((s: { nameEn: string }) => s.nameEn)).toEqual([
      'Day',
      'Early',
      'Late',
      'Night',
    ])
    const roster = (await gateway.post(ROSTER, { organId: staffEmployee.organ_id, month: thisMonth }, hr)).body.result
    expect(roster.canEdit).toBe(true)
    const row = roster.employees.find((e: { id: number }) => e.id === staffEmployee.id)
    for (const d of roster.days as string[]) {
      const weekend = new Date(`${d}T00:00:00Z`).getUTCDay() % 6 === 0
      expect(row.days[d]).toBe(weekend ? 0 : 1)
    }
  })

  it('sets one day and fills a week pattern; the roster keeps them', async () => {
    const d = `${thisMonth}-15`
    expect(
      (
        await gateway.post(
          SET,
          { organId: staffEmployee.organ_id, employeeId: staffEmployee.id, day: d, shiftId: 3 },
          hr,
        )
      ).body.code,
    ).toBe(0)
    let roster = (await gateway.post(ROSTER, { organId: staffEmployee.organ_id, month: thisMonth }, hr)).body.result
    expect(roster.employees.find((e: { id: number }) => e.id === staffEmployee.id).days[d]).toBe(3)
    const fill = await gateway.post(
      FILL,
      {
        organId: staffEmployee.organ_id,
        month: `${year}-02`,
        employeeIds: [staffEmployee.id],
        week: [2, 2, 2, 4, 4, 0, 0],
      },
      hr,
    )
    expect(fill.body.code).toBe(0)
    roster = (await gateway.post(ROSTER, { organId: staffEmployee.organ_id, month: `${year}-02` }, hr)).body.result
    const days = roster.employees.find((e: { id: number }) => e.id === staffEmployee.id).days
    expect([days[day(0)], days[day(3)], days[day(5)]]).toEqual([2, 4, 0])
    expect(Object.keys(days)).toHaveLength(roster.days.length)
  })

  it('refuses bad input with its reason, and staff without the function', async () => {
    const en = { 'accept-language': 'en' }
    expect(
      (await gateway.post(ROSTER, { organId: staffEmployee.organ_id, month: '2026-13' }, hr, en)).body,
    ).toMatchObject({ code: 410701, msg: 'The month must be YYYY-MM between 2000 and 2100' })
    expect((await gateway.post(ROSTER, { organId: 999_999, month: thisMonth }, hr)).body.code).toBe(410702)
    expect(
      (
        await gateway.post(
          SET,
          { organId: staffEmployee.organ_id, employeeId: staffEmployee.id, day: `${thisMonth}-02`, shiftId: 99 },
          hr,
        )
      ).body.code,
    ).toBe(410704)
    expect(
      (
        await gateway.post(
          SET,
          { organId: staffEmployee.organ_id, employeeId: staffEmployee.id, day: `${thisMonth}-32`, shiftId: 1 },
          hr,
        )
      ).body.code,
    ).not.toBe(0)
    expect((await gateway.post(ROSTER, { organId: staffEmployee.organ_id, month: thisMonth }, staff)).body.code).toBe(
      403001,
    )
    expect(
      (
        await gateway.post(
          SET,
          { organId: staffEmployee.organ_id, employeeId: staffEmployee.id, day: `${thisMonth}-02`, shiftId: 1 },
          staff,
        )
      ).body.code,
    ).toBe(403001)
  })

  it('keeps a manager to their team (data range) and the tables in their tenant', async () => {
    const roster = (await gateway.post(ROSTER, { organId: outsider.organ_id, month: thisMonth }, manager)).body.result
    expect(roster.employees.map((e: { id: number }) => e.id)).not.toContain(outsider.id)
    expect(
      (
        await gateway.post(
          SET,
          { organId: outsider.organ_id, employeeId: outsider.id, day: `${thisMonth}-02`, shiftId: 1 },
          manager,
        )
      ).body.code,
    ).toBe(410703)
    expect(
      (
        await gateway.post(
          SET,
          { organId: staffEmployee.organ_id, employeeId: staffEmployee.id, day: `${thisMonth}-02`, shiftId: 2 },
          manager,
        )
      ).body.code,
    ).toBe(0)
    const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await gateway.post(ROSTER, { organId: staffEmployee.organ_id, month: thisMonth }, other)).body.code).toBe(
      410702,
    )
    expect((await gateway.post(TABLE, { organId: staffEmployee.organ_id, month: thisMonth }, other)).body.code).toBe(
      410112,
    )
  })

  it('shows pending and approved leave of staff on their days in the leave table', async () => {
    const applied = (
      await gateway.post(
        APPLY,
        { typeCode: 'annual', startDate: day(1), startHalf: 'pm', endDate: day(2), endHalf: 'pm', reason: 'Trip' },
        staff,
      )
    ).body.result
    const month = `${year}-02`
    const cellsOf = async () =>
      (await gateway.post(TABLE, { organId: staffEmployee.organ_id, month }, hr)).body.result.employees.find(
        (e: { id: number }) => e.id === staffEmployee.id,
      ).days
    expect(await cellsOf()).toMatchObject({
      [day(1)]: [{ part: 'pm', status: 'pending', typeCode: 'annual' }],
      [day(2)]: [{ part: 'day', status: 'pending' }],
    })
    expect(
      (await gateway.post(`${FORM}/resolve`, { instanceId: applied.instanceId }, manager)).body.result.status,
    ).toBe('approved')
    const cells = await cellsOf()
    expect(cells[day(2)]).toEqual([{ part: 'day', status: 'approved', typeCode: 'annual', requestId: applied.id }])
    expect(cells[day(0)]).toBeUndefined()
    expect((await gateway.post(TABLE, { organId: staffEmployee.organ_id, month }, staff)).body.code).toBe(403001)
  })

  it('refuses roster changes in a locked month, in both languages, and takes them again once unlocked', async () => {
    const month = `${year}-03`
    const user = (
      await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', 'hr').executeTakeFirstOrThrow()
    ).id
    await lockMonth(gateway.ctx.db, 1, month, user)
    const set = { organId: staffEmployee.organ_id, employeeId: staffEmployee.id, day: `${month}-10`, shiftId: 2 }
    expect((await gateway.post(SET, set, hr, { 'accept-language': 'en' })).body).toMatchObject({
      code: 410705,
      msg: `Attendance of ${month} is locked: its roster and days can no longer change`,
    })
    expect((await gateway.post(SET, set, hr)).body).toMatchObject({
      code: 410705,
      msg: `${month} 的考勤已锁定，不能再修改排班和日历`,
    })
    const fill = {
      organId: staffEmployee.organ_id,
      month,
      employeeIds: [staffEmployee.id],
      week: [1, 1, 1, 1, 1, 0, 0],
    }
    expect((await gateway.post(FILL, fill, hr)).body.code).toBe(410705)
    expect((await gateway.post(ROSTER, { organId: staffEmployee.organ_id, month }, hr)).body.result.locked).toBe(true)
    await unlockMonth(gateway.ctx.db, 1, month, user)
    expect((await gateway.post(SET, set, hr)).body.code).toBe(0)
  })
})
