import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayPlansOf, workingDaysOf } from '../scheduling'
import { leaveCodes } from './errors'

const APPLY = '/gateway/vacation/web/leave/apply'
const MINE = '/gateway/vacation/web/leave/mine'
const BALANCES = '/gateway/vacation/web/leave/balances'
const DETAIL = '/gateway/vacation/web/leave/detail'
const CANCEL_LEAVE = '/gateway/vacation/web/leave/cancelLeave'
const FORM = '/gateway/workflow/web/approveForm'

const year = new Date().getUTCFullYear() + 1
/** Monday 5 January of next year's first full week, and the days after it. */
const monday = (() => {
  const d = new Date(Date.UTC(year, 0, 5))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
const leave = (from: number, to: number, extra: object = {}) => ({
  typeCode: 'annual',
  startDate: day(from),
  startHalf: 'am',
  endDate: day(to),
  endHalf: 'pm',
  reason: 'Family trip',
  ...extra,
})

describe('leave requests through the workflow', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let hr: string
  const annual = async (token: string) =>
    (await gateway.post(BALANCES, { year }, token)).body.result.find(
      (b: { typeCode: string }) => b.typeCode === 'annual',
    )

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
  })
  afterAll(() => gateway.close())

  it('counts working days with half days and refuses a span that ends before it starts', async () => {
    // The default calendar (no attendance group): these January weeks hold no public holiday or make-up day.
    const workingDays = (span: Parameters<typeof workingDaysOf>[3]) => workingDaysOf(gateway.ctx.db, 1, null, span)
    expect(await workingDays({ startDate: day(0), startHalf: 'am', endDate: day(4), endHalf: 'pm' })).toBe(5)
    expect(await workingDays({ startDate: day(0), startHalf: 'pm', endDate: day(7), endHalf: 'am' })).toBe(5)
    expect(await workingDays({ startDate: day(5), startHalf: 'am', endDate: day(6), endHalf: 'pm' })).toBe(0)
    expect(await workingDays({ startDate: day(1), startHalf: 'am', endDate: day(0), endHalf: 'pm' })).toBeNull()
    expect(await workingDays({ startDate: day(0), startHalf: 'pm', endDate: day(0), endHalf: 'am' })).toBeNull()
  })

  it('holds the days while pending, takes them off when the line manager approves', async () => {
    const applied = await gateway.post(APPLY, leave(0, 1), staff)
    expect(applied.body).toMatchObject({ code: 0, result: { days: 2, status: 'pending' } })
    expect(await annual(staff)).toMatchObject({ total: 10, used: 0, pending: 2, left: 8 })
    const { id, instanceId } = applied.body.result
    // The manager may see it (they approve it); another member of staff may not.
    expect((await gateway.post(DETAIL, { id }, manager)).body.result).toMatchObject({
      id,
      status: 'pending',
      days: 2,
      mine: false,
    })
    expect((await gateway.post(`${FORM}/resolve`, { instanceId, comment: 'Enjoy' }, manager)).body.result.status).toBe(
      'approved',
    )
    expect(await annual(staff)).toMatchObject({ used: 2, pending: 0, left: 8 })
    expect(
      (await gateway.post(MINE, { status: 'approved' }, staff)).body.result.rows.map((r: { id: string }) => r.id),
    ).toContain(id)
  })

  it('refuses overlapping leave, too many days and a span without working days, with the reason', async () => {
    const overlap = await gateway.post(APPLY, leave(1, 2), staff, { 'accept-language': 'en' })
    expect(overlap.body.code).toBe(410102)
    expect(overlap.body.msg).toContain(day(0))
    const tooMany = await gateway.post(APPLY, leave(7, 21), staff, { 'accept-language': 'en' })
    expect(tooMany.body).toMatchObject({ code: 410103, msg: 'Not enough Annual leave: 8 days left, 11 asked' })
    expect((await gateway.post(APPLY, leave(5, 6), staff)).body.code).toBe(410107)
    expect((await gateway.post(APPLY, leave(3, 2), staff)).body.code).toBe(410101)
    expect((await gateway.post(APPLY, leave(7, 7, { typeCode: 'nope' }), staff)).body.code).toBe(410104)
    expect((await gateway.post(APPLY, leave(7, 7, { startDate: '2027-02-30' }), staff)).body.code).toBe(410101)
  })

  it('deducts nothing when the manager rejects, and lets the applicant recall a pending one', async () => {
    const rejected = (await gateway.post(APPLY, leave(7, 7), staff)).body.result
    expect(
      (await gateway.post(`${FORM}/reject`, { instanceId: rejected.instanceId, comment: 'Busy week' }, manager)).body
        .result.status,
    ).toBe('rejected')
    const recalled = (await gateway.post(APPLY, leave(8, 8), staff)).body.result
    // Only the applicant recalls; the manager cannot.
    expect((await gateway.post(`${FORM}/cancel`, { instanceId: recalled.instanceId }, manager)).body.code).not.toBe(0)
    expect((await gateway.post(`${FORM}/cancel`, { instanceId: recalled.instanceId }, staff)).body.result.status).toBe(
      'cancelled',
    )
    const rows = (await gateway.post(MINE, {}, staff)).body.result.rows as Array<{ id: string; status: string }>
    expect(rows.find((r) => r.id === rejected.id)?.status).toBe('rejected')
    expect(rows.find((r) => r.id === recalled.id)?.status).toBe('cancelled')
    expect(await annual(staff)).toMatchObject({ used: 2, pending: 0, left: 8 })
    // A recalled request's days are free again.
    expect((await gateway.post(APPLY, leave(8, 8), staff)).body.code).toBe(0)
  })

  it('shows a request sent back for changes as returned', async () => {
    const sent = (await gateway.post(APPLY, leave(9, 9, { typeCode: 'personal' }), staff)).body.result
    expect(
      (
        await gateway.post(
          `${FORM}/backRepeatResolve`,
          { instanceId: sent.instanceId, comment: 'Add the reason' },
          manager,
        )
      ).body.code,
    ).toBe(0)
    const row = (await gateway.post(MINE, {}, staff)).body.result.rows.find((r: { id: string }) => r.id === sent.id)
    expect(row.status).toBe('returned')
  })

  it('cancel leave: the applicant takes back an approved leave and the days return', async () => {
    const approved = (await gateway.post(MINE, { status: 'approved' }, staff)).body.result.rows[0]
    expect((await gateway.post(CANCEL_LEAVE, { id: approved.id }, manager)).body.code).toBe(410106)
    expect((await gateway.post(CANCEL_LEAVE, { id: approved.id }, staff)).body.result.status).toBe('revoked')
    expect(await annual(staff)).toMatchObject({ used: 0 })
    expect((await gateway.post(CANCEL_LEAVE, { id: approved.id }, staff)).body.code).toBe(410106)
  })

  it('a rejected 5-day leave resubmitted with amount 0 keeps its days, title and HR step', async () => {
    const applied = (await gateway.post(APPLY, leave(14, 18), staff)).body.result
    expect(applied.days).toBe(5)
    const first = (await gateway.post(`${FORM}/preview`, { instanceId: applied.instanceId }, staff)).body.result
    // The seeded leave definition: the line manager, then HR above 3 days.
    expect(first.steps.map((s: { nameEn: string }) => s.nameEn)).toEqual(['Line manager', 'HR Manager'])
    expect((await gateway.post(`${FORM}/reject`, { instanceId: applied.instanceId }, manager)).body.result.status).toBe(
      'rejected',
    )
    const again = await gateway.post(
      `${FORM}/repeatCommit`,
      { instanceId: applied.instanceId, amount: 0, title: 'One hour', summary: 'Nothing' },
      staff,
    )
    // The request reads as its leave record says, not as the applicant sent it.
    expect(again.body.result).toMatchObject({
      status: 'running',
      amount: 5,
      title: first.title,
      summary: first.summary,
    })
    expect(again.body.result.steps.map((s: { nameEn: string }) => s.nameEn)).toEqual(['Line manager', 'HR Manager'])
    expect(
      (await gateway.post(`${FORM}/resolve`, { instanceId: applied.instanceId }, manager)).body.result.status,
    ).toBe('running')
    expect((await gateway.post(`${FORM}/resolve`, { instanceId: applied.instanceId }, hr)).body.result.status).toBe(
      'approved',
    )
  })

  it('keeps requests in their tenant', async () => {
    const mine = (await gateway.post(MINE, {}, staff)).body.result.rows[0]
    // admin (a super user) holds tenant 1 and 2: in tenant 2 the request of tenant 1 does not exist.
    const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await gateway.post(DETAIL, { id: mine.id }, other)).body.code).toBe(410105)
    expect((await gateway.post(MINE, {}, other)).body.result.rows).toEqual([])
    expect((await gateway.post(DETAIL, { id: mine.id }, hr)).body.code).toBe(0)
  })

  it('leaves a public holiday inside a leave request out and counts a make-up working weekend', async () => {
    const db = gateway.ctx.db
    const user = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    // The first Monday of November next year (no public holiday in China that month), and its week.
    const first = new Date(Date.UTC(year, 10, 1))
    while (first.getUTCDay() !== 1) first.setUTCDate(first.getUTCDate() + 1)
    const on = (offset: number) => new Date(first.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    let calendarId = (await dayPlansOf(db, 1, user.employee_id, on(0), on(0)))[0].calendarId
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
      .values([
        {
          tenant_id: 1,
          calendar_id: calendarId,
          day: on(2),
          kind: 'holiday',
          name_zh: '测试假日',
          name_en: 'Test holiday',
        },
        {
          tenant_id: 1,
          calendar_id: calendarId,
          day: on(5),
          kind: 'workday',
          name_zh: '调休上班',
          name_en: 'Make-up day',
        },
      ])
      .execute()
    // Only the holiday: no working day to take off.
    expect(
      (await gateway.post(APPLY, leave(0, 0, { typeCode: 'personal', startDate: on(2), endDate: on(2) }), staff)).body
        .code,
    ).toBe(410107)
    // Monday to Friday: five weekdays, less the Wednesday holiday; the make-up Saturday alone: one working day.
    const week = await gateway.post(
      APPLY,
      leave(0, 0, { typeCode: 'personal', startDate: on(0), endDate: on(4) }),
      staff,
    )
    expect(week.body).toMatchObject({ code: 0, result: { days: 4 } })
    const saturday = await gateway.post(
      APPLY,
      leave(0, 0, { typeCode: 'personal', startDate: on(5), endDate: on(6) }),
      staff,
    )
    expect(saturday.body).toMatchObject({ code: 0, result: { days: 1 } })
  })
  it("refuses a request that starts further back than its type's window, in both languages; a type without a window takes it", async () => {
    const now = gateway.ctx.now()
    // Wednesday day(2): sick leave's 30-day window starts on Monday day(-28); day(-35) is a week further back.
    gateway.setNow(monday.getTime() + 2 * 86_400_000 + 2 * 3_600_000)
    const sick = (from: number) => leave(from, from, { typeCode: 'sick', reason: 'Flu' })
    try {
      // A session of that day (the suite's sessions would have lapsed by then).
      const staff = await gateway.login('staff', 'Staff@12345')
      const refused = await gateway.post(APPLY, sick(-35), staff, { 'accept-language': 'en' })
      expect(refused.body).toMatchObject({
        code: leaveCodes.tooFarBack,
        msg: `Sick leave can start at most 30 days back (on ${day(-28)} or later)`,
      })
      expect((await gateway.post(APPLY, sick(-35), staff, { 'accept-language': 'zh-CN' })).body.msg).toBe(
        `病假最多可补请 30 天前的假（开始日期不早于 ${day(-28)}）`,
      )
      // The first day of the window is taken; annual leave's window (366 days) takes day(-34).
      expect((await gateway.post(APPLY, sick(-28), staff)).body.code).toBe(0)
      expect((await gateway.post(APPLY, leave(-34, -34), staff)).body.code).toBe(0)
      // A type configured without a window (null) takes any past start.
      await gateway.ctx.db
        .updateTable('leave_type')
        .set({ backdate_days: null })
        .where('tenant_id', '=', 1)
        .where('code', '=', 'sick')
        .execute()
      expect((await gateway.post(APPLY, sick(-33), staff)).body.code).toBe(0)
      expect((await gateway.post('/gateway/vacation/web/leave/types', {}, staff)).body.result).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ code: 'sick', backdateDays: null }),
          expect.objectContaining({ code: 'annual', backdateDays: 366 }),
        ]),
      )
    } finally {
      await gateway.ctx.db
        .updateTable('leave_type')
        .set({ backdate_days: 30 })
        .where('tenant_id', '=', 1)
        .where('code', '=', 'sick')
        .execute()
      gateway.setNow(now)
    }
  })
})
