import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's punches, results or monthly summaries (services/attendance).

describe('tenant isolation: attendance', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  let staffEmployee: { id: number; job_number: string; organ_id: number; name: string }
  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    staffEmployee = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'job_number', 'organ_id', 'name'])
      .where('id', '=', user.employee_id!)
      .executeTakeFirstOrThrow()
  })

  it("keeps clock-in, punches and results to the session tenant's own staff", async () => {
    // The punch at 10:00 in Shanghai (the demo's time zone), the last such moment before now: inside the day's window
    // whatever the hour the test runs at (a punch at 00:30 belongs to no day's window).
    const real = Date.now()
    const tenAm = Date.parse(`${new Date(real + 8 * 3_600_000).toISOString().slice(0, 10)}T02:00:00Z`)
    gateway.setNow(tenAm <= real ? tenAm : tenAm - 86_400_000)
    try {
      await punchAndRead()
    } finally {
      gateway.setNow(Date.now())
    }
  })

  async function punchAndRead() {
    const staff = await gateway.login('staff', 'Staff@12345')
    const punched = (await post('/kaoqin/web/clockIn/punch', { lat: 31.2304, lng: 121.4737 }, staff)).body
    expect(punched.code).toBe(0)
    // hr's staff record belongs to tenant 1: in tenant 2 there is none to clock in or read as.
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    for (const path of ['clockIn/context', 'clockIn/punch'])
      expect((await post(`/kaoqin/web/${path}`, {}, hrTwo)).body.code, path).toBe(410801)
    expect((await post('/kaoqin/web/result/mine', { month: '2026-03' }, hrTwo)).body.code).toBe(410801)
    expect((await post('/kaoqin/web/result/team', { month: '2026-03' }, two)).body.code).toBe(410801)
    // The punch's day in the staff member's time zone (not the UTC date).
    const day = punched.result.punch.day as string
    expect((await post('/kaoqin/web/result/day', { day, employeeId: staffEmployee.id }, two)).body.code).toBe(410805)
    // The demo's door punches of that day (when it is before today) come with it.
    const punches = (await post('/kaoqin/web/result/day', { day, employeeId: staffEmployee.id }, one)).body.result
      .punches as Array<{ id: string }>
    expect(punches.map((punch) => punch.id)).toContain(punched.result.punch.id)
    expect(
      (await post('/kaoqin/web/result/department', { organId: staffEmployee.organ_id, month: '2026-03' }, two)).body
        .code,
    ).toBe(410804)
    // An import in tenant 2 never writes a punch of tenant 1's staff.
    const before = await gateway.ctx.db
      .selectFrom('punch')
      .select('id')
      .where('employee_id', '=', staffEmployee.id)
      .execute()
    await post('/kaoqin/web/punch/import', { text: `${staffEmployee.job_number},2026-03-02 09:00\n` }, two)
    expect(
      await gateway.ctx.db.selectFrom('punch').select('id').where('employee_id', '=', staffEmployee.id).execute(),
    ).toHaveLength(before.length)
  }

  it('keeps the monthly summary, its lock and its export to the session tenant', async () => {
    const ids = async (token: string) =>
      (
        (await post('/kaoqin/web/summary/list', { month: '2026-02' }, token)).body.result.rows as Array<{
          employeeId: number
        }>
      ).map((r) => r.employeeId)
    const [inOne, inTwo] = [await ids(one), await ids(two)]
    expect(inOne).toContain(staffEmployee.id)
    expect(inTwo.length).toBeGreaterThan(0)
    expect(inTwo.filter((id) => inOne.includes(id))).toEqual([])
    expect((await post('/kaoqin/web/summary/lock', { month: '2026-02' }, two)).body.code).toBe(0)
    expect((await post('/kaoqin/web/summary/list', { month: '2026-02' }, one)).body.result.locked).toBe(false)
    expect((await post('/kaoqin/web/summary/unlock', { month: '2026-02' }, one)).body.code).toBe(410807)
    const rows = await gateway.ctx.db
      .selectFrom('month_summary')
      .select('employee_id')
      .where('month', '=', '2026-02')
      .execute()
    expect(rows.map((r) => r.employee_id)).not.toContain(staffEmployee.id)
    const file = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/kaoqin/web/summary/export',
      payload: { month: '2026-02' },
      headers: { token: two },
    })
    expect(file.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const jobNumbers = book.worksheets[0].getColumn(1).values.slice(2)
    expect(jobNumbers.length).toBe(inTwo.length)
    expect(jobNumbers).not.toContain(staffEmployee.job_number)
    expect((await post('/kaoqin/web/summary/unlock', { month: '2026-02' }, two)).body.code).toBe(0)
  })
})
