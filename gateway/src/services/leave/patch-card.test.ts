import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayPlansOf } from '../scheduling'

const APPLY = '/gateway/vacation/web/patchCard/apply'
const MINE = '/gateway/vacation/web/patchCard/mine'
const DETAIL = '/gateway/vacation/web/patchCard/detail'
const FORM = '/gateway/workflow/web/approveForm'

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

describe('patch card through the workflow (§9 patch card)', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
  })
  afterAll(() => gateway.close())

  it('goes to the line manager, who approves it; the record follows', async () => {
    const applied = (
      await gateway.post(APPLY, { day: daysAgo(2), time: '09:02', kind: 'in', reason: 'Badge reader was down' }, staff)
    ).body
    expect(applied).toMatchObject({ code: 0, result: { status: 'pending' } })
    const { id, instanceId } = applied.result
    expect((await gateway.post('/gateway/workflow/web/approveCenter/findCount', {}, manager)).body.result.todo).toBe(1)
    expect((await gateway.post(DETAIL, { id }, manager)).body.result).toMatchObject({ id, time: '09:02', kind: 'in' })
    expect((await gateway.post(`${FORM}/resolve`, { instanceId }, manager)).body.result.status).toBe('approved')
    expect((await gateway.post(MINE, {}, staff)).body.result[0]).toMatchObject({ id, status: 'approved' })
  })

  it('refuses a second request for the same punch, a future day, an old day and a bad time', async () => {
    const en = { 'accept-language': 'en' }
    const again = await gateway.post(APPLY, { day: daysAgo(2), time: '09:10', kind: 'in', reason: 'x' }, staff, en)
    expect(again.body).toMatchObject({ code: 410109, msg: `You already asked to patch this punch of ${daysAgo(2)}` })
    expect(
      (await gateway.post(APPLY, { day: daysAgo(-1), time: '09:00', kind: 'in', reason: 'x' }, staff)).body.code,
    ).toBe(410108)
    expect(
      (await gateway.post(APPLY, { day: daysAgo(40), time: '09:00', kind: 'in', reason: 'x' }, staff)).body.code,
    ).toBe(410108)
    expect(
      (await gateway.post(APPLY, { day: daysAgo(1), time: '25:00', kind: 'in', reason: 'x' }, staff)).body.code,
    ).not.toBe(0)
    // The clock-out of that day is another punch.
    expect(
      (await gateway.post(APPLY, { day: daysAgo(2), time: '18:30', kind: 'out', reason: 'Forgot' }, staff)).body.code,
    ).toBe(0)
  })

  it("reaches back 22 working days of the person's own calendar: holidays stretch the window past a month", async () => {
    const db = gateway.ctx.db
    const user = await db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    const plans = async () =>
      (await dayPlansOf(db, 1, user.employee_id, daysAgo(90), daysAgo(0)))
        .filter((p) => p.kind === 'work')
        .map((p) => p.day)
    let calendarId = (await dayPlansOf(db, 1, user.employee_id, daysAgo(5), daysAgo(5)))[0].calendarId
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
    // Two weeks of holidays, from 4 to 17 days ago.
    const holidays = Array.from({ length: 14 }, (_, i) => daysAgo(4 + i))
    for (const day of holidays) {
      await db
        .insertInto('calendar_day')
        .values({
          tenant_id: 1,
          calendar_id: calendarId,
          day,
          kind: 'holiday',
          name_zh: '测试假日',
          name_en: 'Test holiday',
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'calendar_id', 'day']).doUpdateSet({ kind: 'holiday' }))
        .execute()
    }
    const working = await plans()
    const first = working[working.length - 22]
    const before = working[working.length - 23]
    expect(first < daysAgo(31)).toBe(true)
    expect(
      (await gateway.post(APPLY, { day: first, time: '09:00', kind: 'in', reason: 'Card left at home' }, staff)).body
        .code,
    ).toBe(0)
    const refused = (
      await gateway.post(APPLY, { day: before, time: '09:00', kind: 'in', reason: 'x' }, staff, {
        'accept-language': 'en',
      })
    ).body
    expect(refused).toMatchObject({
      code: 410108,
      msg: 'A patch card needs a past day within your last 22 working days (YYYY-MM-DD) and a time (HH:MM)',
    })
  })

  it('is rejected or withdrawn like any request, and stays in its tenant', async () => {
    const rows = (await gateway.post(MINE, {}, staff)).body.result as Array<{
      id: string
      instanceId: string
      status: string
    }>
    const out = rows.find((r) => r.status === 'pending')!
    expect(
      (await gateway.post(`${FORM}/reject`, { instanceId: out.instanceId, comment: 'No' }, manager)).body.result.status,
    ).toBe('rejected')
    expect((await gateway.post(MINE, {}, staff)).body.result.find((r: { id: string }) => r.id === out.id).status).toBe(
      'rejected',
    )
    const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await gateway.post(DETAIL, { id: out.id }, two)).body.code).toBe(410110)
    expect((await gateway.post(MINE, {}, two)).body.result).toEqual([])
    const hr = await gateway.login('hr', 'Hr@123456789')
    // hr neither applied nor approves it, and holds no workflow admin function… but HR Manager holds 7002: it may see it.
    expect((await gateway.post(DETAIL, { id: out.id }, hr)).body.code).toBe(0)
  })
})
