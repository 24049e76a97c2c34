import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { drainNotifications } from '../../notify'
import { drainReportRuns } from '../index'
import { ReportScheduler } from './scheduler'
import { instantOf } from '../../attendance'

const EN = { 'accept-language': 'en' }
const HOUR = 3_600_000
const ZONE = 'Asia/Shanghai'
const quiet = { warn: () => undefined, error: () => undefined }

describe('report subscriptions', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let hrEmail: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    ;[hr, staff] = await Promise.all([gateway.login('hr', 'Hr@123456789'), gateway.login('staff', 'Staff@12345')])
    hrEmail = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('email')
        .where('user_name', '=', 'hr')
        .executeTakeFirstOrThrow()
    ).email
  })
  afterAll(() => gateway.close())
  const post = (path: string, body: unknown, token: string, headers?: Record<string, string>) =>
    gateway.post(`/gateway${path}`, body, token, headers)
  const mailsTo = (address: string) =>
    gateway.ctx.integrations.outbox!.list().filter((m) => m.kind === 'mail' && m.to.includes(address))
  const subscribe = async (body: Record<string, unknown>, token = hr) => {
    const answer = await post('/report/web/subscription/save', body, token, EN)
    expect(answer.body.code).toBe(0)
    return answer.body.result as { id: string; nextRunAt: number }
  }

  it("mails the report with its workbook attached when its time comes in the tenant's zone, and records the run", async () => {
    gateway.setNow(Date.parse('2026-03-04T12:00:00Z'))
    // Wednesday 4 March 2026, 20:00 in Shanghai: the next Monday 08:00 there is 9 March, 00:00 UTC.
    const sub = await subscribe({
      code: 'attendanceMonthly',
      params: { month: 'previous' },
      frequency: 'weekly',
      weekday: 1,
      hour: 8,
    })
    expect(sub.nextRunAt).toBe(Date.parse('2026-03-09T00:00:00Z'))
    const before = mailsTo(hrEmail).length
    gateway.setNow(sub.nextRunAt - 1)
    await drainReportRuns(gateway.ctx)
    await drainNotifications(gateway.ctx)
    expect(mailsTo(hrEmail)).toHaveLength(before)

    gateway.setNow(sub.nextRunAt + 60_000)
    await drainReportRuns(gateway.ctx)
    await drainNotifications(gateway.ctx)
    const mail = mailsTo(hrEmail)[0]
    expect(mailsTo(hrEmail)).toHaveLength(before + 1)
    // In the language the user last used the portal in (English here).
    expect(mail.subject).toBe('Report subscription: Attendance monthly summary')
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments![0]).toMatchObject({
      filename: 'attendanceMonthly-2026-02.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    expect(mail.attachments![0].size).toBeGreaterThan(4000)
    const [run] = await gateway.ctx.db
      .selectFrom('report_run')
      .selectAll()
      .where('subscription_id', '=', sub.id)
      .execute()
    expect(run).toMatchObject({
      state: 'sent',
      scheduled_for: sub.nextRunAt,
      params: JSON.stringify({ month: '2026-02' }),
    })
    const [{ next_run_at }] = await gateway.ctx.db
      .selectFrom('report_subscription')
      .select('next_run_at')
      .where('id', '=', sub.id)
      .execute()
    expect(Number(next_run_at)).toBe(Date.parse('2026-03-16T00:00:00Z'))

    // The report remind calls: count, list, detail (read from then on), items, export, mark all read.
    expect((await post('/message/web/reportRemind/count', {}, hr)).body.result).toEqual({ unread: 1 })
    const list = (await post('/message/web/reportRemind/list', { page: 1, rows: 10 }, hr, EN)).body.result
    expect(list).toMatchObject({
      total: 1,
      rows: [
        {
          id: run.id,
          title: 'Attendance monthly summary',
          state: 'sent',
          read: false,
          fileName: 'attendanceMonthly-2026-02.xlsx',
        },
      ],
    })
    expect((await post('/message/web/reportRemind/detail', { id: run.id }, hr)).body.result).toMatchObject({
      read: true,
      title: '考勤月度汇总',
    })
    expect((await post('/message/web/reportRemind/count', {}, hr)).body.result).toEqual({ unread: 0 })
    const items = (await post('/message/web/reportRemind/items', { id: run.id }, hr, EN)).body.result
    expect(items.columns[1]).toEqual({ key: 'name', title: 'Name' })
    expect(items.rows.length).toBe(items.total)
    const file = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/message/web/reportRemind/export',
      payload: { id: run.id },
      headers: { token: hr },
    })
    expect(file.headers.filename).toBe('attendanceMonthly-2026-02.xlsx')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    expect(book.worksheets[0].rowCount).toBe(4 + items.total)
    expect((await post('/message/web/reportRemind/markAllRead', {}, hr)).body.result).toEqual({ marked: 0 })
  })

  it('never makes or mails one run twice when two schedulers take the same due subscription', async () => {
    gateway.setNow(Date.parse('2026-05-01T00:00:00Z'))
    const sub = await subscribe({ code: 'headcountTurnover', params: { months: 2 }, frequency: 'daily', hour: 9 })
    expect(sub.nextRunAt).toBe(instantOf('2026-05-01', 9 * 60, ZONE))
    gateway.setNow(sub.nextRunAt + HOUR)
    const headcountMails = () =>
      mailsTo(hrEmail).filter((m) => m.subject === 'Report subscription: Headcount and turnover')
    const before = headcountMails().length
    const one = new ReportScheduler(gateway.ctx, quiet)
    const two = new ReportScheduler(gateway.ctx, quiet)
    await Promise.all([one.pass(), two.pass(), one.pass(), two.pass()])
    await drainNotifications(gateway.ctx)
    expect(headcountMails()).toHaveLength(before + 1)
    expect(
      await gateway.ctx.db.selectFrom('report_run').select('state').where('subscription_id', '=', sub.id).execute(),
    ).toEqual([{ state: 'sent' }])
  })

  it("records a failed run with its reason when the user lost the report's permission", async () => {
    gateway.setNow(Date.parse('2026-06-01T00:00:00Z'))
    const sub = await subscribe({
      code: 'payrollByDepartment',
      params: { month: 'current' },
      frequency: 'monthly',
      monthDay: 2,
      hour: 0,
    })
    expect(sub.nextRunAt).toBe(instantOf('2026-06-02', 0, ZONE))
    await gateway.ctx.db
      .updateTable('report_subscription')
      .set({ report_code: 'pageViews', params: '{"days":7}' })
      .where('id', '=', sub.id)
      .execute()
    gateway.setNow(sub.nextRunAt)
    await drainReportRuns(gateway.ctx)
    const run = await gateway.ctx.db
      .selectFrom('report_run')
      .select(['id', 'state', 'reason'])
      .where('subscription_id', '=', sub.id)
      .executeTakeFirstOrThrow()
    expect(run).toMatchObject({ state: 'failed', reason: 'noPermission|pageViews' })
    const detail = (await post('/message/web/reportRemind/detail', { id: run.id }, hr, EN)).body.result
    expect(detail).toMatchObject({
      state: 'failed',
      reason: 'You no longer have permission to this report',
      title: 'Page views',
    })
  })

  it("lists, pauses, resumes and deletes only the caller's own subscriptions", async () => {
    gateway.setNow(Date.parse('2026-07-01T00:00:00Z'))
    const sub = await subscribe({
      code: 'leaveTaken',
      params: { month: 'previous' },
      frequency: 'monthly',
      monthDay: 1,
      hour: 7,
    })
    const mine = async (token: string) =>
      (await post('/report/web/subscription/list', {}, token)).body.result.rows as Array<{
        id: string
        paused: boolean
      }>
    expect((await mine(hr)).find((s) => s.id === sub.id)).toMatchObject({
      paused: false,
      schedule: { frequency: 'monthly', monthDay: 1, hour: 7 },
    })
    expect(await mine(staff)).toEqual([])
    expect((await post('/report/web/subscription/pause', { id: sub.id, paused: true }, staff)).body.code).toBe(413003)
    expect((await post('/report/web/subscription/remove', { id: sub.id }, staff)).body.code).toBe(413003)
    expect((await post('/report/web/subscription/pause', { id: sub.id, paused: true }, hr)).body.result).toMatchObject({
      paused: true,
      nextRunAt: null,
    })
    gateway.setNow(Date.parse('2026-08-05T00:00:00Z'))
    await drainReportRuns(gateway.ctx)
    expect(
      await gateway.ctx.db.selectFrom('report_run').select('id').where('subscription_id', '=', sub.id).execute(),
    ).toEqual([])
    expect((await post('/report/web/subscription/pause', { id: sub.id, paused: false }, hr)).body.result).toMatchObject(
      { paused: false, nextRunAt: instantOf('2026-09-01', 7 * 60, ZONE) },
    )
    expect((await post('/report/web/subscription/remove', { id: sub.id }, hr)).body.code).toBe(0)
    expect((await mine(hr)).some((s) => s.id === sub.id)).toBe(false)
  })

  it('refuses a subscription to a report the user may not run, and checks its parameters and schedule', async () => {
    const refused = await post(
      '/report/web/subscription/save',
      { code: 'headcountTurnover', frequency: 'daily', hour: 8 },
      staff,
    )
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(403001)
    const answer = async (body: Record<string, unknown>) =>
      await post(
        '/report/web/subscription/save',
        { code: 'attendanceMonthly', params: { month: 'previous' }, ...body },
        hr,
        EN,
      )
    expect((await answer({ frequency: 'weekly', hour: 8 })).body).toEqual({
      code: 413005,
      msg: 'The schedule is not valid: a weekly report needs its weekday',
    })
    expect((await answer({ frequency: 'monthly', hour: 8 })).body.code).toBe(413005)
    expect((await answer({ frequency: 'monthly', monthDay: 29, hour: 8 })).status).toBe(400)
    expect((await answer({ frequency: 'daily', hour: 24 })).status).toBe(400)
    expect((await answer({ frequency: 'hourly', hour: 1 })).status).toBe(400)
    expect((await answer({ frequency: 'daily', hour: 8, params: { month: 'next' } })).body).toEqual({
      code: 413002,
      msg: 'Month must be a month as YYYY-MM (2000 to 2100)',
    })
  })
})
