import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { type AttendanceGateway, K, recordMarch, startAttendanceGateway } from './test-helpers'

describe('attendance: the monthly summary, its lock and its export', () => {
  let at: AttendanceGateway
  let gateway: TestGateway
  let hr: string
  let staffEmployee: AttendanceGateway['staffEmployee']

  beforeAll(async () => {
    at = await startAttendanceGateway()
    ;({ gateway, hr, staffEmployee } = at)
    await recordMarch(at)
  })
  afterAll(() => at.gateway.close())

  it('sums the month, locks it (frozen rows, later punches refused, results kept) and exports it to Excel', async () => {
    const staffRow = async (token: string, month: string) =>
      (
        (await gateway.post(`${K}/summary/list`, { month }, token)).body.result.rows as Array<{
          employeeId: number
          daysWorked: number
          daysDue: number
        }>
      ).find((r) => r.employeeId === staffEmployee.id)
    expect((await gateway.post(`${K}/summary/lock`, { month: '2026-03' }, hr)).body.code).toBe(410810)
    // February: nothing punched; the Spring Festival holidays are not due.
    const february = (await staffRow(hr, '2026-02'))!
    expect(february).toMatchObject({ daysWorked: 0, absentDays: february.daysDue })
    expect(february.daysDue).toBeLessThan(20)
    gateway.setNow(Date.parse('2026-04-02T02:00:00Z'))
    const hrApril = await gateway.login('hr', 'Hr@123456789')
    const march = await staffRow(hrApril, '2026-03')
    expect(march).toMatchObject({ daysDue: 22, lateCount: 2, missingPunches: 0 })
    expect((await gateway.post(`${K}/summary/lock`, { month: '2026-03' }, hrApril)).body).toMatchObject({
      code: 0,
      result: { locked: true },
    })
    const frozen = await gateway.ctx.db
      .selectFrom('month_summary')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('month', '=', '2026-03')
      .where('employee_id', '=', staffEmployee.id)
      .executeTakeFirstOrThrow()
    expect(frozen).toMatchObject({ days_due: 22, late_count: 2 })
    // A late import for the locked month is refused; its results stay as frozen.
    const late = (
      await gateway.post(`${K}/punch/import`, { text: `${staffEmployee.job_number},2026-03-05 09:00\n` }, hrApril)
    ).body.result
    expect(late).toMatchObject({ imported: 0, rejected: 1, rejects: [{ line: 1, reason: '2026-03 的考勤已锁定' }] })
    expect((await gateway.post(`${K}/summary/list`, { month: '2026-03' }, hrApril)).body.result).toMatchObject({
      locked: true,
    })
    expect((await gateway.post(`${K}/summary/lock`, { month: '2026-03' }, hrApril)).body.code).toBe(410806)

    const file = await gateway.app.inject({
      method: 'POST',
      url: `${K}/summary/export`,
      payload: { month: '2026-03' },
      headers: { token: hrApril, 'accept-language': 'en' },
    })
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet.getRow(1).getCell(1).value).toBe('Job number')
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][]
    expect(rows.find((row) => row[1] === staffEmployee.job_number)?.slice(3, 6)).toEqual([22, march!.daysWorked, 2])

    expect((await gateway.post(`${K}/summary/unlock`, { month: '2026-03' }, hrApril)).body.code).toBe(0)
    expect((await gateway.post(`${K}/summary/list`, { month: '2026-03' }, hrApril)).body.result.locked).toBe(false)
  })
})
