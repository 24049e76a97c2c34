import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { apiTokenOf, callApi, installApp } from './test-helpers'

describe('the vendor API beyond the directory: positions, leave balances, attendance months', () => {
  let gateway: TestGateway
  const read = async (code: string, path: string, body: unknown, tenantId = 1) =>
    callApi(gateway, path, body, await apiTokenOf(gateway, { tenantId, userId: 1, code }), { 'accept-language': 'en' })
  beforeAll(async () => {
    gateway = await startTestGateway()
    await installApp(gateway, { tenantId: 1, code: 'hr-all', scopes: ['org.read', 'leave.read', 'attendance.read'] })
    await installApp(gateway, { tenantId: 1, code: 'hr-none', scopes: ['directory.read'] })
    await installApp(gateway, { tenantId: 2, code: 'hr-all', scopes: ['org.read', 'leave.read', 'attendance.read'] })
  })
  afterAll(() => gateway.close())

  it("pages the tenant's positions under org.read, never another tenant's", async () => {
    const ids = async (tenantId: number) =>
      (
        await gateway.ctx.db
          .selectFrom('gangwei')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .orderBy('id')
          .execute()
      ).map((row) => row.id)
    const mine = await ids(1)
    expect(mine.length).toBeGreaterThan(1)
    const first = await read('hr-all', 'org/positions', { page: 1, size: 1 })
    expect(first.body.result.total).toBe(mine.length)
    expect(first.body.result.rows).toEqual([
      { id: mine[0], name: expect.any(String), unitId: expect.any(Number), headcount: expect.any(Number) },
    ])
    const all = await read('hr-all', 'org/positions', { page: 1, size: 100 })
    expect(all.body.result.rows.map((row: { id: number }) => row.id)).toEqual(mine)
    const theirs = await read('hr-all', 'org/positions', { size: 100 }, 2)
    expect(theirs.body.result.rows.map((row: { id: number }) => row.id)).toEqual(await ids(2))
    expect((await read('hr-none', 'org/positions', {})).body.code).toBe(403101)
    expect(first.headers['ratelimit-limit']).toBeDefined()
  })

  it('answers leave balances by pseudonymous id under leave.read only', async () => {
    expect((await read('hr-none', 'leave/balances', { year: 2026 })).status).toBe(403)
    expect((await read('hr-all', 'leave/balances', {})).status).toBe(400)
    const answer = await read('hr-all', 'leave/balances', { year: 2026, size: 50 })
    expect(answer.body.code).toBe(0)
    const { total, rows } = answer.body.result
    expect(total).toBeGreaterThan(0)
    expect(rows.length).toBe(Math.min(total, 50))
    for (const row of rows) {
      expect(row.id).not.toMatch(/^\d+$/)
      for (const balance of row.balances)
        expect(balance.left).toBeCloseTo(balance.total - balance.used - balance.pending)
    }
    // The same person's id is the one the directory gives the app.
    const staff = await callApi(
      gateway,
      'directory/staff',
      { size: 100 },
      await apiTokenOf(gateway, { tenantId: 1, userId: 1, code: 'hr-none' }),
    )
    expect(staff.body.code).toBe(0)
  })

  it("answers a month's attendance only once it is locked, under attendance.read", async () => {
    expect((await read('hr-none', 'attendance/months', { month: '2031-01' })).body.code).toBe(403101)
    expect((await read('hr-all', 'attendance/months', { month: '2026-13' })).status).toBe(400)
    const open = await read('hr-all', 'attendance/months', { month: '2031-01' })
    expect(open.body).toMatchObject({ code: 0, result: { locked: false, rows: [] } })
    const [employee] = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(1)
      .execute()
    const now = gateway.ctx.now()
    await gateway.ctx.db
      .insertInto('attendance_lock')
      .values({ tenant_id: 1, month: '2031-01', locked_by: 1, locked_at: now })
      .execute()
    await gateway.ctx.db
      .insertInto('month_summary')
      .values({
        tenant_id: 1,
        month: '2031-01',
        employee_id: employee.id,
        days_due: 21,
        days_worked: 19.5,
        late_count: 2,
        late_minutes: 25,
        early_count: 0,
        early_minutes: 0,
        absent_days: 0,
        missing_punches: 1,
        leave_days: JSON.stringify({ annual: { days: 1.5, hours: 12 } }),
        overtime_hours: 3,
        locked_at: now,
      })
      .execute()
    const locked = await read('hr-all', 'attendance/months', { month: '2031-01', size: 1 })
    expect(locked.body.result.locked).toBe(true)
    expect(locked.body.result.rows).toEqual([
      {
        id: expect.not.stringMatching(/^\d+$/),
        daysDue: 21,
        daysWorked: 19.5,
        lateCount: 2,
        lateMinutes: 25,
        earlyCount: 0,
        earlyMinutes: 0,
        absentDays: 0,
        missingPunches: 1,
        leaveDays: 1.5,
        overtimeHours: 3,
      },
    ])
    // Tenant 2's month is its own: not locked there.
    expect((await read('hr-all', 'attendance/months', { month: '2031-01' }, 2)).body.result.locked).toBe(false)
  })
})
