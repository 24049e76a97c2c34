import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handle } from '../../core/service'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ATTENDANCE_CHANGED } from './index'

const P = '/gateway/paiban/web'
const FORM = '/gateway/workflow/web/approveForm'
const heard: Array<{ people: number[]; from: string; to: string }> = []
/** Hears what the gateway tells attendance's listeners, as one more listed service. */
const listening = {
  name: 'test',
  routes: [],
  migrations: {},
  handlers: [
    handle(ATTENDANCE_CHANGED, async (_ctx, _tenantId, people, from, to) => {
      heard.push({ people, from, to })
    }),
  ],
}

describe('shift swaps through the workflow: the colleague agrees, then the manager approves', () => {
  let gateway: TestGateway
  let staff: string
  let hr: string
  let manager: string
  let staffEmp: number
  let hrEmp: number
  let root: number
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  const rosterOf = async (employeeId: number) =>
    (
      await gateway.ctx.db
        .selectFrom('shift_roster')
        .select('shift_id')
        .where('tenant_id', '=', 1)
        .where('employee_id', '=', employeeId)
        .where('day', '=', day)
        .executeTakeFirst()
    )?.shift_id

  beforeAll(async () => {
    gateway = await startTestGateway({}, { services: [listening] })
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
    manager = await gateway.login('manager', 'Manager@12345')
    const employeeOf = async (name: string) =>
      (
        await gateway.ctx.db
          .selectFrom('app_user')
          .select('employee_id')
          .where('user_name', '=', name)
          .executeTakeFirstOrThrow()
      ).employee_id!
    staffEmp = await employeeOf('staff')
    hrEmp = await employeeOf('hr')
    root = (
      await gateway.ctx.db
        .selectFrom('organ')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => gateway.close())

  it('refuses a swap with someone in no attendance group, of a past day, or with oneself', async () => {
    const en = { 'accept-language': 'en' }
    // The demo puts everyone in the office group (by the root department): without it, nobody has a group.
    const db = gateway.ctx.db
    const members = await db
      .selectFrom('att_group_member')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('group_id', '=', 1)
      .execute()
    await db.deleteFrom('att_group_member').where('tenant_id', '=', 1).where('group_id', '=', 1).execute()
    try {
      expect(
        (await gateway.post(`${P}/swap/apply`, { day, otherEmployeeId: hrEmp, otherDay: day, reason: 'x' }, staff, en))
          .body,
      ).toMatchObject({
        code: 410714,
        msg: 'The shift swap is not possible: both people must belong to an attendance group',
      })
    } finally {
      await db.insertInto('att_group_member').values(members).execute()
    }
    expect(
      (
        await gateway.post(
          `${P}/swap/apply`,
          { day: '2020-01-06', otherEmployeeId: hrEmp, otherDay: day, reason: 'x' },
          staff,
        )
      ).body.code,
    ).toBe(410714)
    expect(
      (await gateway.post(`${P}/swap/apply`, { day, otherEmployeeId: staffEmp, otherDay: day, reason: 'x' }, staff))
        .body.code,
    ).toBe(410714)
  })

  it('exchanges both rosters once the colleague agreed and the manager approved', async () => {
    // HR puts both on a roster group and plans the day: staff on the day shift, hr on the late shift.
    const group = {
      name: 'Front desk',
      calendarId: 1,
      mode: 'roster',
      week: [0, 0, 0, 0, 0, 0, 0],
      organIds: [],
      employeeIds: [staffEmp, hrEmp],
      places: [],
    }
    expect((await gateway.post(`${P}/group/save`, group, hr)).body.code).toBe(0)
    for (const [employeeId, shiftId] of [
      [staffEmp, 1],
      [hrEmp, 3],
    ]) {
      expect((await gateway.post(`${P}/shift/set`, { organId: root, employeeId, day, shiftId }, hr)).body.code).toBe(0)
    }
    const days = (await gateway.post(`${P}/swap/days`, { month: day.slice(0, 7), otherEmployeeId: hrEmp }, staff)).body
      .result
    expect([days.mine[day], days.theirs[day]]).toEqual([1, 3])
    const colleagues = (await gateway.post(`${P}/swap/colleagues`, { keyword: '' }, staff)).body.result
    expect(colleagues.map((c: { id: number }) => c.id)).not.toContain(staffEmp)

    const applied = (
      await gateway.post(
        `${P}/swap/apply`,
        { day, otherEmployeeId: hrEmp, otherDay: day, reason: 'Doctor in the morning' },
        staff,
      )
    ).body.result
    expect(applied.status).toBe('pending')
    expect(
      (await gateway.post(`${P}/swap/apply`, { day, otherEmployeeId: hrEmp, otherDay: day, reason: 'again' }, staff))
        .body.code,
    ).toBe(410714)
    const preview = (await gateway.post(`${FORM}/preview`, { instanceId: applied.instanceId }, staff)).body.result
    expect(preview.steps.map((s: { nameEn: string }) => s.nameEn)).toEqual(['Colleague agrees', 'Line manager'])
    // Only the colleague answers first; the manager has no task yet.
    expect((await gateway.post(`${P}/swap/answer`, { id: applied.id, agree: true }, manager)).body.code).toBe(410714)
    expect((await gateway.post(`${FORM}/resolve`, { instanceId: applied.instanceId }, manager)).body.code).not.toBe(0)
    const asked = (await gateway.post(`${P}/swap/mine`, {}, hr)).body.result.find(
      (s: { id: string }) => s.id === applied.id,
    )
    expect(asked).toMatchObject({ mine: false, waitingForMe: true, day, otherDay: day })
    expect((await gateway.post(`${P}/swap/answer`, { id: applied.id, agree: true }, hr)).body.result.status).toBe(
      'running',
    )
    expect([await rosterOf(staffEmp), await rosterOf(hrEmp)]).toEqual([1, 3])

    heard.length = 0
    expect(
      (await gateway.post(`${FORM}/resolve`, { instanceId: applied.instanceId }, manager)).body.result.status,
    ).toBe('approved')
    expect([await rosterOf(staffEmp), await rosterOf(hrEmp)]).toEqual([3, 1])
    expect(heard).toEqual([{ people: [staffEmp, hrEmp], from: day, to: day }])
    expect((await gateway.post(`${P}/swap/detail`, { id: applied.id }, staff)).body.result.status).toBe('approved')
    const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await gateway.post(`${P}/swap/detail`, { id: applied.id }, other)).body.code).toBe(410713)
  })

  it('ends the request when the colleague declines, and lets the applicant recall one', async () => {
    const declined = (
      await gateway.post(`${P}/swap/apply`, { day, otherEmployeeId: hrEmp, otherDay: day, reason: 'Back again' }, staff)
    ).body.result
    expect(
      (await gateway.post(`${P}/swap/answer`, { id: declined.id, agree: false, comment: 'Busy' }, hr)).body.result
        .status,
    ).toBe('rejected')
    expect([await rosterOf(staffEmp), await rosterOf(hrEmp)]).toEqual([3, 1])
    const recalled = (
      await gateway.post(`${P}/swap/apply`, { day, otherEmployeeId: hrEmp, otherDay: day, reason: 'Once more' }, staff)
    ).body.result
    expect((await gateway.post(`${P}/swap/cancel`, { id: recalled.id }, hr)).body.code).toBe(410714)
    expect((await gateway.post(`${P}/swap/cancel`, { id: recalled.id }, staff)).body.result.status).toBe('cancelled')
    const mine = (await gateway.post(`${P}/swap/mine`, {}, staff)).body.result
    expect(mine.map((s: { status: string }) => s.status).sort()).toEqual(['approved', 'cancelled', 'rejected'])
  })

  it("swaps between week-pattern groups: each takes the other's shift that day as an override of the pattern", async () => {
    const groups = (await gateway.post(`${P}/group/list`, {}, hr)).body.result as Array<{ id: number; name: string }>
    const rosterGroup = groups.find((g) => g.name === 'Front desk')!
    expect((await gateway.post(`${P}/group/delete`, { id: rosterGroup.id }, hr)).body.code).toBe(0)
    const pattern = (name: string, shiftId: number, employeeId: number) => ({
      name,
      calendarId: 1,
      mode: 'fixed',
      week: [shiftId, shiftId, shiftId, shiftId, shiftId, shiftId, shiftId],
      organIds: [],
      employeeIds: [employeeId],
      places: [],
    })
    expect((await gateway.post(`${P}/group/save`, pattern('Days', 1, staffEmp), hr)).body.code).toBe(0)
    expect((await gateway.post(`${P}/group/save`, pattern('Lates', 3, hrEmp), hr)).body.code).toBe(0)
    const planned = async () => {
      const days = (await gateway.post(`${P}/swap/days`, { month: day.slice(0, 7), otherEmployeeId: hrEmp }, staff))
        .body.result
      return [days.mine[day], days.theirs[day]]
    }
    expect(await planned()).toEqual([1, 3])
    const applied = (
      await gateway.post(`${P}/swap/apply`, { day, otherEmployeeId: hrEmp, otherDay: day, reason: 'School run' }, staff)
    ).body.result
    expect(applied.status).toBe('pending')
    expect((await gateway.post(`${P}/swap/answer`, { id: applied.id, agree: true }, hr)).body.result.status).toBe(
      'running',
    )
    expect(
      (await gateway.post(`${FORM}/resolve`, { instanceId: applied.instanceId }, manager)).body.result.status,
    ).toBe('approved')
    expect(await planned()).toEqual([3, 1])
    const overrides = await gateway.ctx.db
      .selectFrom('shift_override')
      .select(['employee_id', 'shift_id', 'swap_id'])
      .where('tenant_id', '=', 1)
      .where('day', '=', day)
      .orderBy('employee_id')
      .execute()
    expect(overrides).toEqual(
      [
        { employee_id: staffEmp, shift_id: 3, swap_id: applied.id },
        { employee_id: hrEmp, shift_id: 1, swap_id: applied.id },
      ].sort((a, b) => a.employee_id - b.employee_id),
    )
    // The days around keep the pattern.
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const days = (await gateway.post(`${P}/swap/days`, { month: next.slice(0, 7), otherEmployeeId: hrEmp }, staff)).body
      .result
    expect([days.mine[next], days.theirs[next]]).toEqual([1, 3])
  })
})
