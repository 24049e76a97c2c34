import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayPlansOf } from '../paiban'
import { approvedOvertimeOf } from './overtime-reads'

const APPLY = '/gateway/vacation/web/overtime/apply'
const MINE = '/gateway/vacation/web/overtime/mine'
const DETAIL = '/gateway/vacation/web/overtime/detail'
const CREDITS = '/gateway/vacation/web/toil/credits'
const SETTINGS = '/gateway/vacation/web/toil/settings'
const SAVE_SETTINGS = '/gateway/vacation/web/toil/saveSettings'
const LEAVE = '/gateway/vacation/web/leave/apply'
const BALANCES = '/gateway/vacation/web/leave/balances'
const CANCEL_LEAVE = '/gateway/vacation/web/leave/cancelLeave'
const RESOLVE = '/gateway/workflow/web/approveForm/resolve'
const REJECT = '/gateway/workflow/web/approveForm/reject'

const DAY = 86_400_000
const today = Math.floor(Date.now() / DAY) * DAY
const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
/** The days from `from` to `to` days after today (negative: before). */
const span = (from: number, to: number) => [iso(today + from * DAY), iso(today + to * DAY)] as const
const en = { 'accept-language': 'en' }

describe('overtime and time off in lieu', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let hr: string
  // Days of staff's own plan (calendar, group, roster), newest past day first and nearest future day first.
  let rest: string[]
  let work: string[]
  let ahead: string[]
  let aheadRest: string[]
  const toil = async () =>
    (await gateway.post(BALANCES, {}, staff)).body.result.find((b: { typeCode: string }) => b.typeCode === 'toil')
  // Time off in lieu instead of pay unless a test asks otherwise (the tenant's policy leaves it to the employee).
  const ask = async (body: object) =>
    (await gateway.post(APPLY, { timing: 'after', reason: 'Release weekend', compensation: 'timeOff', ...body }, staff))
      .body
  const approve = async (instanceId: string) =>
    (await gateway.post(RESOLVE, { instanceId, comment: 'Thanks' }, manager)).body.result.status

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const past = (await dayPlansOf(gateway.ctx.db, 1, user.employee_id, ...span(-30, -1))).reverse()
    rest = past.filter((p) => p.kind === 'rest').map((p) => p.day)
    work = past.filter((p) => p.kind === 'work').map((p) => p.day)
    const future = await dayPlansOf(gateway.ctx.db, 1, user.employee_id, ...span(7, 90))
    ahead = future.filter((p) => p.kind === 'work').map((p) => p.day)
    aheadRest = future.filter((p) => p.kind === 'rest').map((p) => p.day)
  })
  afterAll(() => gateway.close())

  it('credits approved overtime on a rest day as time off in lieu where the employee asked for it, expiring six months later', async () => {
    const older = await ask({ day: rest[3], startTime: '09:00', endTime: '13:00' })
    expect(older).toMatchObject({ code: 0, result: { hours: 4, status: 'pending' } })
    expect((await gateway.post(DETAIL, { id: older.result.id }, manager)).body.result).toMatchObject({
      day: rest[3],
      hours: 4,
      mine: false,
    })
    expect(await approve(older.result.instanceId)).toBe('approved')
    const newer = await ask({ day: rest[0], startTime: '14:00', endTime: '17:00' })
    expect(await approve(newer.result.instanceId)).toBe('approved')
    const mine = (await gateway.post(MINE, {}, staff)).body.result
    expect(mine.find((r: { id: string }) => r.id === older.result.id)).toMatchObject({
      status: 'approved',
      dayKind: 'rest',
      payClass: 'restDay',
      compensation: 'timeOff',
      creditedHours: 4,
    })
    const credits = (await gateway.post(CREDITS, {}, staff)).body.result
    expect(credits.map((c: { earnedOn: string; earned: number }) => [c.earnedOn, c.earned])).toEqual([
      [rest[0], 3],
      [rest[3], 4],
    ])
    const [year, month, date] = rest[3].split('-').map(Number)
    expect(credits[1].expiresOn).toBe(iso(Date.UTC(year, month - 1 + 6, date) - DAY))
    expect(await toil()).toMatchObject({ unit: 'hour', total: 7, used: 0, pending: 0, left: 7 })
  })

  it('records overtime on a working day as paid overtime and credits nothing; a rejected one credits nothing either', async () => {
    const worked = await ask({ day: work[0], startTime: '18:00', endTime: '21:30' })
    expect(await approve(worked.result.instanceId)).toBe('approved')
    expect((await gateway.post(DETAIL, { id: worked.result.id }, staff)).body.result).toMatchObject({
      hours: 3.5,
      dayKind: 'work',
      payClass: 'workday',
      compensation: 'pay',
      creditedHours: 0,
      status: 'approved',
    })
    const refused = await ask({ day: rest[1], startTime: '10:00', endTime: '12:00' })
    expect(
      (await gateway.post(REJECT, { instanceId: refused.result.instanceId, comment: 'Not needed' }, manager)).body
        .result.status,
    ).toBe('rejected')
    expect((await gateway.post(DETAIL, { id: refused.result.id }, staff)).body.result).toMatchObject({
      status: 'rejected',
      creditedHours: 0,
    })
    expect((await toil()).total).toBe(7)
    // What attendance and payroll read: the approved overtime only, paid on the working day, credited on rest days.
    const approved = await approvedOvertimeOf(
      gateway.ctx.db,
      1,
      [2],
      rest[3] < work[0] ? rest[3] : work[0],
      rest[0] > work[0] ? rest[0] : work[0],
    )
    expect(approved.find((o) => o.day === work[0])).toMatchObject({
      userId: 2,
      startTime: '18:00',
      endTime: '21:30',
      minutes: 210,
      dayKind: 'work',
      payClass: 'workday',
      timeOff: false,
      creditedHours: 0,
    })
    expect(approved.find((o) => o.day === rest[0])).toMatchObject({
      minutes: 180,
      dayKind: 'rest',
      payClass: 'restDay',
      timeOff: true,
      creditedHours: 3,
    })
    expect(approved.some((o) => o.day === rest[1])).toBe(false)
  })

  it('refuses a future day asked afterwards, a day too old, a past day asked before, equal times and overlapping overtime', async () => {
    const tomorrow = iso(today + DAY)
    expect(
      (
        await gateway.post(
          APPLY,
          { day: tomorrow, startTime: '18:00', endTime: '20:00', timing: 'after', reason: 'x' },
          staff,
          en,
        )
      ).body,
    ).toMatchObject({ code: 410120, msg: expect.stringContaining('a past day within 31 days') })
    expect((await ask({ day: iso(today - 40 * DAY), startTime: '18:00', endTime: '20:00' })).code).toBe(410120)
    expect((await ask({ day: work[0], startTime: '18:00', endTime: '18:00' })).code).toBe(410120)
    expect(
      (
        await gateway.post(
          APPLY,
          { day: work[0], startTime: '22:00', endTime: '23:00', timing: 'before', reason: 'x' },
          staff,
        )
      ).body.code,
    ).toBe(410120)
    const clash = (
      await gateway.post(
        APPLY,
        { day: work[0], startTime: '20:00', endTime: '22:00', timing: 'after', reason: 'x' },
        staff,
        en,
      )
    ).body
    expect(clash).toMatchObject({
      code: 410122,
      msg: `You already asked for overtime on ${work[0]} from 18:00 to 21:30`,
    })
    // Asked before working it: a later day, across midnight.
    const ahead = (
      await gateway.post(
        APPLY,
        { day: tomorrow, startTime: '22:00', endTime: '02:00', timing: 'before', reason: 'Cut-over' },
        staff,
      )
    ).body
    expect(ahead).toMatchObject({ code: 0, result: { hours: 4 } })
  })

  it('a leave of time off in lieu uses the oldest unexpired credits first, and cancelling it gives them back', async () => {
    // A credit that expired yesterday does not count.
    await gateway.ctx.db
      .insertInto('leave_credit')
      .values({
        tenant_id: 1,
        id: 'expired-credit',
        user_id: 2,
        overtime_id: 'old',
        earned_hours: 10,
        earned_on: iso(today - 200 * DAY),
        expires_on: iso(today - DAY),
        used_hours: 0,
        created_at: Date.now(),
      })
      .execute()
    expect((await toil()).left).toBe(7)
    const day = ahead[5]
    const tooMuch = (
      await gateway.post(
        LEAVE,
        {
          typeCode: 'toil',
          startDate: day,
          startHalf: 'am',
          endDate: day,
          endHalf: 'pm',
          startTime: '08:00',
          endTime: '18:00',
          reason: 'x',
        },
        staff,
        en,
      )
    ).body
    expect(tooMuch).toMatchObject({ code: 410103, msg: 'Not enough Time off in lieu: 7 hours left, 8 asked' })
    const leave = (
      await gateway.post(
        LEAVE,
        {
          typeCode: 'toil',
          startDate: day,
          startHalf: 'am',
          endDate: day,
          endHalf: 'pm',
          startTime: '13:00',
          endTime: '18:00',
          reason: 'Rest',
        },
        staff,
      )
    ).body
    expect(leave).toMatchObject({ code: 0, result: { days: 0, hours: 5 } })
    expect(await toil()).toMatchObject({ total: 7, used: 0, pending: 5, left: 2 })
    expect(await approve(leave.result.instanceId)).toBe('approved')
    expect(await toil()).toMatchObject({ total: 7, used: 5, pending: 0, left: 2 })
    const credits = (await gateway.post(CREDITS, {}, staff)).body.result as Array<{
      earnedOn: string
      used: number
      state: string
    }>
    expect(credits.find((c) => c.earnedOn === rest[3])).toMatchObject({ used: 4, state: 'usedUp' })
    expect(credits.find((c) => c.earnedOn === rest[0])).toMatchObject({ used: 1, state: 'active' })
    expect(credits.find((c) => c.state === 'expired')).toMatchObject({ used: 0, earned: 10 })
    expect((await gateway.post(CANCEL_LEAVE, { id: leave.result.id }, staff)).body.result.status).toBe('revoked')
    expect(await toil()).toMatchObject({ used: 0, left: 7 })
  })

  it('hourly leave is one day with an end after its start, and overlaps by its times', async () => {
    const day = ahead[10]
    const hourly = (from: string, to: string, extra: object = {}) =>
      gateway.post(
        LEAVE,
        {
          typeCode: 'toil',
          startDate: day,
          startHalf: 'am',
          endDate: day,
          endHalf: 'pm',
          startTime: from,
          endTime: to,
          reason: 'x',
          ...extra,
        },
        staff,
      )
    expect((await hourly('11:00', '10:00')).body.code).toBe(410123)
    expect((await hourly('09:00', '10:00', { endDate: ahead[11] })).body.code).toBe(410123)
    expect((await hourly('09:00', '10:00', { startTime: undefined })).body.code).toBe(410123)
    expect((await hourly('09:00', '10:00')).body.code).toBe(0)
    expect((await hourly('10:00', '11:00')).body.code).toBe(0)
    expect((await hourly('09:30', '10:30')).body.code).toBe(410102)
    // Only the hours inside the shift count (the demo day shift 09:00–18:00, lunch 12:00–13:00); none on a rest day.
    const lunch = await gateway.post(
      LEAVE,
      {
        typeCode: 'toil',
        startDate: ahead[15],
        startHalf: 'am',
        endDate: ahead[15],
        endHalf: 'pm',
        startTime: '11:30',
        endTime: '14:00',
        reason: 'x',
      },
      staff,
    )
    expect(lunch.body).toMatchObject({ code: 0, result: { hours: 1.5 } })
    const saturday = aheadRest[3]
    expect(
      (
        await gateway.post(
          LEAVE,
          {
            typeCode: 'toil',
            startDate: saturday,
            startHalf: 'am',
            endDate: saturday,
            endHalf: 'pm',
            startTime: '09:00',
            endTime: '11:00',
            reason: 'x',
          },
          staff,
        )
      ).body.code,
    ).toBe(410107)
    // A day leave of that morning overlaps too.
    expect(
      (
        await gateway.post(
          LEAVE,
          { typeCode: 'personal', startDate: day, startHalf: 'am', endDate: day, endHalf: 'am', reason: 'x' },
          staff,
        )
      ).body.code,
    ).toBe(410102)
  })

  it('takes an hourly leave of a tracked type other than time off in lieu off its yearly balance, in hours', async () => {
    await gateway.ctx.db
      .updateTable('leave_type')
      .set({ unit: 'hour' })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'sick')
      .execute()
    const sick = async () =>
      (await gateway.post(BALANCES, { year: Number(ahead[20].slice(0, 4)) }, staff)).body.result.find(
        (b: { typeCode: string }) => b.typeCode === 'sick',
      )
    const before = await sick()
    expect(before).toMatchObject({ unit: 'hour', pending: 0 })
    const asked = (
      await gateway.post(
        LEAVE,
        {
          typeCode: 'sick',
          startDate: ahead[20],
          startHalf: 'am',
          endDate: ahead[20],
          endHalf: 'pm',
          startTime: '09:00',
          endTime: '11:00',
          reason: 'Doctor',
        },
        staff,
      )
    ).body
    expect(asked).toMatchObject({ code: 0, result: { hours: 2 } })
    expect(await sick()).toMatchObject({ pending: 2, left: before.left - 2 })
    expect(await approve(asked.result.instanceId)).toBe('approved')
    expect(await sick()).toMatchObject({ used: before.used + 2, pending: 0, left: before.left - 2 })
    await gateway.ctx.db
      .updateTable('leave_type')
      .set({ unit: 'day' })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'sick')
      .execute()
  })

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

  it('keeps overtime, credits and settings in their tenant', async () => {
    const mine = (await gateway.post(MINE, {}, staff)).body.result[0]
    const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await gateway.post(DETAIL, { id: mine.id }, other)).body.code).toBe(410121)
    expect((await gateway.post(MINE, {}, other)).body.result).toEqual([])
    expect((await gateway.post(CREDITS, {}, other)).body.result).toEqual([])
    expect((await gateway.post(SETTINGS, {}, other)).body.result).toEqual({ months: 6, restOvertime: 'employee' })
    // HR Manager holds the workflow definitions (7002): it may open it.
    expect((await gateway.post(DETAIL, { id: mine.id }, hr)).body.code).toBe(0)
  })
})
