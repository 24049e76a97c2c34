import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportNamed } from '../../../core/report-registry'
import { addStaffAccount, offboardEmployee } from '../../../testing/staff-account'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { drainNotifications, queueNotification } from '../../notify'
import { drainReportRuns } from '../index'

const HOUR = 3_600_000

describe('report subscriptions of people who leave or lose the report', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  const mailsTo = (address: string) =>
    gateway.ctx.integrations.outbox!.list().filter((m) => m.kind === 'mail' && m.to.includes(address))
  const subscribe = async (token: string, code: string, params: Record<string, unknown>) => {
    const answer = await gateway.post(
      '/gateway/report/web/subscription/save',
      { code, params, frequency: 'daily', hour: 8 },
      token,
    )
    expect(answer.body.code).toBe(0)
    return answer.body.result as { id: string; nextRunAt: number }
  }
  const runsOf = (subscriptionId: string) =>
    gateway.ctx.db
      .selectFrom('report_run')
      .select(['state', 'reason'])
      .where('subscription_id', '=', subscriptionId)
      .execute()

  it('mails nothing to an offboarded subscriber once the clock passes the schedule, and ends their subscriptions', async () => {
    gateway.setNow(Date.parse('2026-12-01T00:00:00Z'))
    const leaver = await addStaffAccount(gateway, 'payroll-leaver', 'HR Manager')
    const payroll = await subscribe(leaver.token, 'payrollByDepartment', { month: 'previous' })
    const headcount = await subscribe(leaver.token, 'headcountTurnover', { months: 2 })

    await offboardEmployee(gateway, leaver.employeeId, '2026-12-01')
    expect(
      await gateway.ctx.db
        .selectFrom('report_subscription')
        .select('id')
        .where('user_id', '=', leaver.userId)
        .execute(),
    ).toEqual([])

    gateway.setNow(Math.max(payroll.nextRunAt, headcount.nextRunAt) + 2 * HOUR)
    await drainReportRuns(gateway.ctx)
    await drainNotifications(gateway.ctx)
    expect(mailsTo(leaver.email)).toEqual([])
    expect(await runsOf(payroll.id)).toEqual([])
    expect(await runsOf(headcount.id)).toEqual([])
  })

  it('makes no run for a subscriber recorded as left without the offboarding, and says why', async () => {
    gateway.setNow(Date.parse('2027-01-04T00:00:00Z'))
    const leaver = await addStaffAccount(gateway, 'attendance-leaver', 'HR Manager')
    const sub = await subscribe(leaver.token, 'attendanceMonthly', { month: 'previous' })
    await gateway.ctx.db.updateTable('employee').set({ status: 2 }).where('id', '=', leaver.employeeId).execute()

    gateway.setNow(sub.nextRunAt + HOUR)
    await drainReportRuns(gateway.ctx)
    await drainNotifications(gateway.ctx)
    expect(await runsOf(sub.id)).toEqual([{ state: 'failed', reason: 'left|attendanceMonthly' }])
    expect(mailsTo(leaver.email)).toEqual([])
  })

  it('drops a report mail already queued when its subscriber is offboarded before it is sent', async () => {
    const now = Date.parse('2027-02-01T00:00:00Z')
    gateway.setNow(now)
    const leaver = await addStaffAccount(gateway, 'queued-leaver', 'HR Manager')
    // Queued for an hour from now, as the scheduler queues a run's mail; the offboarding comes first.
    await queueNotification(
      { db: gateway.ctx.db, now: () => now + HOUR },
      {
        tenantId: 1,
        kind: 'reportSubscription',
        userIds: [leaver.userId],
        params: { title: 'Payroll by department' },
        link: '/portal/report/subscriptions',
        eventKey: 'report:queued-leaver',
        inPortal: false,
        emailAlways: true,
        need: { functionId: reportNamed(gateway.ctx.db, 'payrollByDepartment')!.functionId },
      },
    )
    await offboardEmployee(gateway, leaver.employeeId, '2027-02-01')

    gateway.setNow(now + 2 * HOUR)
    await drainNotifications(gateway.ctx)
    expect(mailsTo(leaver.email)).toEqual([])
    const rows = await gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['state', 'last_error'])
      .where('user_id', '=', leaver.userId)
      .execute()
    expect(rows).toEqual([{ state: 'skipped', last_error: 'left|' }])
  })

  it("drops a report mail already queued when its subscriber lost the report's function before it is sent", async () => {
    const now = Date.parse('2027-03-01T00:00:00Z')
    gateway.setNow(now)
    const keeper = await addStaffAccount(gateway, 'role-taken', 'HR Manager')
    await queueNotification(
      { db: gateway.ctx.db, now: () => now + HOUR },
      {
        tenantId: 1,
        kind: 'reportSubscription',
        userIds: [keeper.userId],
        params: { title: 'Payroll by department' },
        link: '/portal/report/subscriptions',
        eventKey: 'report:role-taken',
        inPortal: false,
        emailAlways: true,
        need: { functionId: reportNamed(gateway.ctx.db, 'payrollByDepartment')!.functionId },
      },
    )
    await gateway.ctx.db.deleteFrom('user_role').where('user_id', '=', keeper.userId).execute()

    gateway.setNow(now + 2 * HOUR)
    await drainNotifications(gateway.ctx)
    expect(mailsTo(keeper.email)).toEqual([])
    const rows = await gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['state', 'last_error'])
      .where('user_id', '=', keeper.userId)
      .execute()
    expect(rows).toEqual([{ state: 'skipped', last_error: 'noFunction|' }])
  })
})
