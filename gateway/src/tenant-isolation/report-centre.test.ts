import { beforeAll, describe, expect, it } from 'vitest'
import { drainReportRuns } from '../services/report'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never runs a report over tenant 1's data, nor sees, pauses or deletes tenant 1's report
// subscriptions or reads their runs (services/report).

describe('tenant isolation: report centre and subscriptions', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  let subscription: string
  let run: string
  let organOfOne: number

  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    organOfOne = (
      await gateway.ctx.db
        .selectFrom('organ')
        .select('id')
        .where('tenant_id', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id
    const saved = await post(
      '/report/web/subscription/save',
      { code: 'headcountTurnover', params: { months: 2 }, frequency: 'daily', hour: 6 },
      one,
    )
    expect(saved.body.code).toBe(0)
    subscription = saved.body.result.id
    // Due now: the scheduler makes its run.
    await gateway.ctx.db
      .updateTable('report_subscription')
      .set({ next_run_at: gateway.ctx.now() })
      .where('id', '=', subscription)
      .execute()
    await drainReportRuns(gateway.ctx)
    run = (await post('/message/web/reportRemind/list', {}, one)).body.result.rows[0].id
  })

  it("runs reports over the session tenant's data only: another tenant's department is refused", async () => {
    const departments = async (token: string) =>
      ((await post('/report/web/centre/catalogue', {}, token)).body.result.departments as Array<{ id: number }>).map(
        (d) => d.id,
      )
    expect(await departments(one)).toContain(organOfOne)
    expect(await departments(two)).not.toContain(organOfOne)
    const month = new Date(gateway.ctx.now()).toISOString().slice(0, 7)
    expect(
      (await post('/report/web/centre/run', { code: 'attendanceMonthly', params: { month, organId: organOfOne } }, one))
        .body.code,
    ).toBe(0)
    expect(
      (await post('/report/web/centre/run', { code: 'attendanceMonthly', params: { month, organId: organOfOne } }, two))
        .body.code,
    ).toBe(413002)
    expect(
      (
        await post(
          '/report/web/centre/export',
          { code: 'attendanceMonthly', params: { month, organId: organOfOne } },
          two,
        )
      ).body.code,
    ).toBe(413002)
    const namesOf = async (token: string) =>
      (
        (await post('/report/web/centre/run', { code: 'attendanceMonthly', params: { month } }, token)).body.result
          .table.rows as Array<{ jobNumber: string }>
      ).map((r) => r.jobNumber)
    // Tenant 2's staff of the month, those who left in it too (the monthly summary lists everyone employed in the month).
    const ofTwo = new Set(
      (await gateway.ctx.db.selectFrom('employee').select('job_number').where('tenant_id', '=', 2).execute()).map(
        (e) => e.job_number,
      ),
    )
    expect((await namesOf(two)).every((jobNumber) => ofTwo.has(jobNumber))).toBe(true)
  })

  it("keeps tenant 1's subscriptions and their runs from tenant 2", async () => {
    expect((await post('/report/web/subscription/list', {}, two)).body.result.rows).toEqual([])
    expect((await post('/report/web/subscription/pause', { id: subscription, paused: true }, two)).body.code).toBe(
      413003,
    )
    expect((await post('/report/web/subscription/remove', { id: subscription }, two)).body.code).toBe(413003)
    expect((await post('/message/web/reportRemind/count', {}, two)).body.result).toEqual({ unread: 0 })
    expect((await post('/message/web/reportRemind/list', {}, two)).body.result).toEqual({ total: 0, page: 1, rows: [] })
    for (const call of ['detail', 'items', 'export'])
      expect((await post(`/message/web/reportRemind/${call}`, { id: run }, two)).body.code).toBe(413004)
    expect((await post('/message/web/reportRemind/markAllRead', {}, two)).body.result).toEqual({ marked: 0 })
    expect((await post('/message/web/reportRemind/count', {}, one)).body.result).toEqual({ unread: 1 })
    expect((await post('/report/web/subscription/list', {}, one)).body.result.rows).toMatchObject([
      { id: subscription, paused: false },
    ])
  })
})
