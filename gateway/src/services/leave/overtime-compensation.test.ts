import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayPlansOf } from '../scheduling'
import {
  CREDITS,
  DAY,
  DETAIL,
  en,
  iso,
  LEAVE,
  type Overtime,
  REJECT,
  SAVE_SETTINGS,
  SETTINGS,
  startOvertime,
} from './overtime-setup'

describe('overtime: how long credits last, holidays, withdrawal and the tenant policy', () => {
  let gateway: Overtime['gateway']
  let staff: Overtime['staff']
  let manager: Overtime['manager']
  let hr: Overtime['hr']
  let rest: Overtime['rest']
  let work: Overtime['work']
  let ahead: Overtime['ahead']
  let toil: Overtime['toil']
  let ask: Overtime['ask']
  let approve: Overtime['approve']

  beforeAll(async () => {
    ;({ gateway, staff, manager, hr, rest, work, ahead, toil, ask, approve } = await startOvertime())
  })
  afterAll(() => gateway.close())

  it('lets HR set how long credits last; a new credit follows it', async () => {
    expect((await gateway.post(SETTINGS, {}, staff)).body.code).toBe(403001)
    expect((await gateway.post(SETTINGS, {}, hr)).body.result).toEqual({ months: 6, restOvertime: 'employee' })
    expect((await gateway.post(SAVE_SETTINGS, { months: 0 }, hr)).body.code).not.toBe(0)
    expect((await gateway.post(SAVE_SETTINGS, { months: 3 }, hr)).body.result).toEqual({
      months: 3,
      restOvertime: 'employee',
    })
    const sunday = await ask({ day: rest[2], startTime: '09:00', endTime: '11:00' })
    expect(await approve(sunday.result.instanceId)).toBe('approved')
    const credit = (await gateway.post(CREDITS, {}, staff)).body.result.find(
      (c: { earnedOn: string }) => c.earnedOn === rest[2],
    )
    const [year, month, date] = rest[2].split('-').map(Number)
    expect(credit.expiresOn).toBe(iso(Date.UTC(year, month - 1 + 3, date) - DAY))
  })

  it("pays overtime on a statutory holiday of the person's calendar on a weekday and credits no time off, even when asked", async () => {
    const db = gateway.ctx.db
    const holiday = work[5]
    const user = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    let calendarId = (await dayPlansOf(db, 1, user.employee_id, holiday, holiday))[0].calendarId
    if (calendarId === 0) {
      calendarId = 1
      await db
        .insertInto('work_calendar')
        .values({
          tenant_id: 1,
          id: 1,
          name_zh: '中国大陆',
          name_en: 'Mainland China',
          time_zone: 'Asia/Shanghai',
          is_default: 1,
        })
        .execute()
    }
    await db
      .insertInto('calendar_day')
      .values({
        tenant_id: 1,
        calendar_id: calendarId,
        day: holiday,
        kind: 'holiday',
        name_zh: '测试假日',
        name_en: 'Test holiday',
        statutory: 1,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'calendar_id', 'day']).doUpdateSet({ kind: 'holiday', statutory: 1 }),
      )
      .execute()
    const before = (await toil()).total
    const worked = await ask({ day: holiday, startTime: '09:00', endTime: '17:00' })
    expect(await approve(worked.result.instanceId)).toBe('approved')
    expect((await gateway.post(DETAIL, { id: worked.result.id }, staff)).body.result).toMatchObject({
      dayKind: 'holiday',
      payClass: 'statutory',
      compensation: 'pay',
      creditedHours: 0,
    })
    expect((await toil()).total).toBe(before)
  })

  it('withdraws an approved overtime with its credit, refused while the credit is held or for another person', async () => {
    const REVOKE = '/gateway/vacation/web/overtime/revoke'
    const worked = await ask({ day: rest[4], startTime: '09:00', endTime: '15:00' })
    expect(worked.code).toBe(0)
    expect((await gateway.post(REVOKE, { id: worked.result.id }, staff, en)).body).toMatchObject({
      code: 410124,
      msg: 'Only an approved overtime of your own can be withdrawn',
    })
    expect(await approve(worked.result.instanceId)).toBe('approved')
    expect((await gateway.post(REVOKE, { id: worked.result.id }, manager)).body.code).toBe(410124)
    // Only this overtime's six hours are left to take from, none held by earlier requests.
    const db = gateway.ctx.db
    await db
      .deleteFrom('leave_credit')
      .where('tenant_id', '=', 1)
      .where('user_id', '=', 2)
      .where('overtime_id', '!=', worked.result.id)
      .execute()
    await db
      .updateTable('leave_request')
      .set({ status: 'cancelled' })
      .where('tenant_id', '=', 1)
      .where('user_id', '=', 2)
      .where('type_code', '=', 'toil')
      .where('status', '=', 'pending')
      .execute()
    expect(await toil()).toMatchObject({ total: 6, left: 6 })
    const inUse = async () => (await gateway.post(REVOKE, { id: worked.result.id }, staff, en)).body
    const message = (hours: number) =>
      `The time off in lieu this overtime earned is in use (${hours} hours taken or asked for): cancel that leave first`
    await db
      .updateTable('leave_credit')
      .set({ used_hours: 3 })
      .where('tenant_id', '=', 1)
      .where('overtime_id', '=', worked.result.id)
      .execute()
    expect(await inUse()).toMatchObject({ code: 410125, msg: message(3) })
    await db
      .updateTable('leave_credit')
      .set({ used_hours: 0 })
      .where('tenant_id', '=', 1)
      .where('overtime_id', '=', worked.result.id)
      .execute()
    const day = ahead[8]
    const leave = (
      await gateway.post(
        LEAVE,
        {
          typeCode: 'toil',
          startDate: day,
          startHalf: 'am',
          endDate: day,
          endHalf: 'pm',
          startTime: '09:00',
          endTime: '11:00',
          reason: 'Rest',
        },
        staff,
      )
    ).body
    expect(leave.code).toBe(0)
    expect(await inUse()).toMatchObject({ code: 410125, msg: message(2) })
    expect(
      (await gateway.post(REJECT, { instanceId: leave.result.instanceId, comment: 'Busy' }, manager)).body.result
        .status,
    ).toBe('rejected')
    expect((await gateway.post(REVOKE, { id: worked.result.id }, staff)).body.result).toEqual({
      id: worked.result.id,
      status: 'revoked',
    })
    expect((await gateway.post(DETAIL, { id: worked.result.id }, staff)).body.result.status).toBe('revoked')
    expect(await toil()).toMatchObject({ total: 0, left: 0 })
    expect((await gateway.post(REVOKE, { id: worked.result.id }, staff)).body.code).toBe(410124)
  })

  it("credits time off only for rest-day hours the employee or the tenant's policy chose, never for a working day", async () => {
    const credited = async (body: object) => {
      const asked = await ask(body)
      expect(asked.code, asked.msg).toBe(0)
      expect(await approve(asked.result.instanceId)).toBe('approved')
      const row = (await gateway.post(DETAIL, { id: asked.result.id }, staff)).body.result
      return [row.payClass, row.compensation, row.creditedHours]
    }
    // As the employee asks: pay asked on a rest day is paid; time off asked on a working day is paid too.
    expect(await credited({ day: rest[5], startTime: '09:00', endTime: '10:00', compensation: 'pay' })).toEqual([
      'restDay',
      'pay',
      0,
    ])
    expect(await credited({ day: work[1], startTime: '19:00', endTime: '20:20' })).toEqual(['workday', 'pay', 0])
    // The tenant's policy 'pay' overrides a request for time off; 'timeOff' overrides a request for pay.
    const months = (await gateway.post(SETTINGS, {}, hr)).body.result.months
    expect((await gateway.post(SAVE_SETTINGS, { months, restOvertime: 'pay' }, hr)).body.result.restOvertime).toBe(
      'pay',
    )
    expect(await credited({ day: rest[6], startTime: '09:00', endTime: '10:00' })).toEqual(['restDay', 'pay', 0])
    await gateway.post(SAVE_SETTINGS, { months, restOvertime: 'timeOff' }, hr)
    expect(await credited({ day: rest[7], startTime: '09:00', endTime: '10:30', compensation: 'pay' })).toEqual([
      'restDay',
      'timeOff',
      1.5,
    ])
    expect((await gateway.post(SAVE_SETTINGS, { months }, hr)).body.result.restOvertime).toBe('timeOff')
    await gateway.post(SAVE_SETTINGS, { months, restOvertime: 'employee' }, hr)
  })
})
