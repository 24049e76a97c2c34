import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handle } from '../../core/service'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ATTENDANCE_CHANGED } from '../scheduling'
import { dayPlansOf, lockMonth, unlockMonth } from '../scheduling'

const FORM = '/gateway/workflow/web/approveForm'
const en = { 'accept-language': 'en' }
const DAY = 86_400_000
const iso = (time: number) => new Date(time).toISOString().slice(0, 10)

/** Attendance changes heard, as paiban's listeners hear them. */
const heard: Array<{ tenantId: number; employeeIds: number[]; from: string; to: string }> = []
/** Hears what the gateway tells attendance's listeners, as one more listed service. */
const listening = {
  name: 'test',
  routes: [],
  migrations: {},
  handlers: [
    handle(ATTENDANCE_CHANGED, async (_ctx, tenantId, employeeIds, from, to) => {
      heard.push({ tenantId, employeeIds, from, to })
    }),
  ],
}

describe('a locked month and the attendance changes of decisions', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let employeeId: number
  /** A recent working day of staff's own plan, and its month. */
  let day: string
  let month: string

  beforeAll(async () => {
    gateway = await startTestGateway({}, { services: [listening] })
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    employeeId = user.employee_id!
    const plans = await dayPlansOf(gateway.ctx.db, 1, employeeId, iso(Date.now() - 20 * DAY), iso(Date.now() - DAY))
    day = plans.reverse().find((p) => p.kind === 'work')!.day
    month = day.slice(0, 7)
  })
  afterAll(() => gateway.close())

  it('refuses leave, patch cards and overtime for a locked month, and approving or cancelling them, in both languages', async () => {
    const card = (
      await gateway.post(
        '/gateway/vacation/web/patchCard/apply',
        { day, time: '09:00', kind: 'in', reason: 'Reader down' },
        staff,
      )
    ).body.result
    const overtime = (
      await gateway.post(
        '/gateway/vacation/web/overtime/apply',
        { day, startTime: '19:00', endTime: '21:00', timing: 'after', reason: 'Release' },
        staff,
      )
    ).body.result
    const leave = (
      await gateway.post(
        '/gateway/vacation/web/leave/apply',
        { typeCode: 'annual', startDate: day, startHalf: 'pm', endDate: day, endHalf: 'pm', reason: 'Doctor' },
        staff,
      )
    ).body.result
    expect((await gateway.post(`${FORM}/resolve`, { instanceId: leave.instanceId }, manager)).body.result.status).toBe(
      'approved',
    )

    await lockMonth(gateway.ctx.db, 1, month, 3)
    const asked = await gateway.post(
      '/gateway/vacation/web/leave/apply',
      { typeCode: 'personal', startDate: day, startHalf: 'am', endDate: day, endHalf: 'am', reason: 'x' },
      staff,
      en,
    )
    expect(asked.body).toMatchObject({
      code: 410119,
      msg: `The attendance of ${month} is locked: it can no longer be changed. Ask HR to unlock the month.`,
    })
    const zh = await gateway.post(
      '/gateway/vacation/web/patchCard/apply',
      { day, time: '18:00', kind: 'out', reason: 'x' },
      staff,
    )
    expect(zh.body).toMatchObject({
      code: 410119,
      msg: `${month} 的考勤已锁定，不能再更改。如需更改，请联系人事解锁该月。`,
    })
    expect(
      (
        await gateway.post(
          '/gateway/vacation/web/overtime/apply',
          { day, startTime: '22:00', endTime: '23:00', timing: 'after', reason: 'x' },
          staff,
        )
      ).body.code,
    ).toBe(410119)
    expect((await gateway.post('/gateway/vacation/web/leave/cancelLeave', { id: leave.id }, staff)).body.code).toBe(
      410119,
    )
    // Waiting requests of that month cannot be approved (they may still be rejected or withdrawn).
    // The workflow's handlers know no request language: the answer still speaks the request's one only.
    const approveCard = await gateway.post(`${FORM}/resolve`, { instanceId: card.instanceId }, manager, en)
    expect(approveCard.body).toMatchObject({
      code: 410119,
      msg: `The attendance of ${month} is locked: it can no longer be changed. Ask HR to unlock the month.`,
    })
    expect((await gateway.post(`${FORM}/resolve`, { instanceId: card.instanceId }, manager)).body.msg).toBe(
      `${month} 的考勤已锁定，不能再更改。如需更改，请联系人事解锁该月。`,
    )
    expect((await gateway.post(`${FORM}/resolve`, { instanceId: overtime.instanceId }, manager)).body.code).toBe(410119)
    expect(
      (await gateway.post('/gateway/vacation/web/patchCard/detail', { id: card.id }, staff)).body.result.status,
    ).toBe('pending')

    await unlockMonth(gateway.ctx.db, 1, month, 3)
    heard.length = 0
    expect((await gateway.post(`${FORM}/resolve`, { instanceId: card.instanceId }, manager)).body.result.status).toBe(
      'approved',
    )
    expect(heard).toEqual([{ tenantId: 1, employeeIds: [employeeId], from: day, to: day }])
  })

  it('tells attendance when an overtime or a leave is decided or a leave cancelled, with the employee of the account', async () => {
    heard.length = 0
    const overtime = (await gateway.post('/gateway/vacation/web/overtime/mine', {}, staff)).body.result[0]
    expect(
      (await gateway.post(`${FORM}/reject`, { instanceId: overtime.instanceId, comment: 'No' }, manager)).body.result
        .status,
    ).toBe('rejected')
    const night = (
      await gateway.post(
        '/gateway/vacation/web/overtime/apply',
        { day, startTime: '22:00', endTime: '01:00', timing: 'after', reason: 'Cut-over' },
        staff,
      )
    ).body.result
    expect((await gateway.post(`${FORM}/resolve`, { instanceId: night.instanceId }, manager)).body.result.status).toBe(
      'approved',
    )
    const leave = (await gateway.post('/gateway/vacation/web/leave/mine', { status: 'approved' }, staff)).body.result
      .rows[0]
    expect((await gateway.post('/gateway/vacation/web/leave/cancelLeave', { id: leave.id }, staff)).body.code).toBe(0)
    expect(heard).toEqual([
      { tenantId: 1, employeeIds: [employeeId], from: day, to: day },
      { tenantId: 1, employeeIds: [employeeId], from: day, to: iso(Date.parse(day) + DAY) },
      { tenantId: 1, employeeIds: [employeeId], from: day, to: day },
    ])
  })
})
