import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const EN = { 'accept-language': 'en' }

describe('the report centre', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let admin: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    ;[hr, staff, admin] = await Promise.all([
      gateway.login('hr', 'Hr@123456789'),
      gateway.login('staff', 'Staff@12345'),
      gateway.login('admin', 'Admin@12345'),
    ])
  })
  afterAll(() => gateway.close())
  const post = (path: string, body: unknown, token: string, headers?: Record<string, string>) =>
    gateway.post(`/gateway/report/web/centre/${path}`, body, token, headers)

  it('lists the reports of every app the caller holds the function of, and none to a user without', async () => {
    const codes = async (token: string) =>
      ((await post('catalogue', {}, token)).body.result.reports as Array<{ code: string }>).map((r) => r.code)
    expect(await codes(hr)).toEqual([
      'headcountTurnover',
      'leaveTaken',
      'leaveBalances',
      'attendanceMonthly',
      'payrollByDepartment',
    ])
    expect(await codes(admin)).toEqual([
      'headcountTurnover',
      'pageViews',
      'leaveTaken',
      'leaveBalances',
      'attendanceMonthly',
      'payrollByDepartment',
    ])
    expect(await codes(staff)).toEqual([])
    const catalogue = (await post('catalogue', {}, hr, EN)).body.result
    expect(catalogue.reports[3]).toMatchObject({
      title: 'Attendance monthly summary',
      app: 'attendance',
      params: [
        { name: 'month', kind: 'month', label: 'Month', required: true },
        { name: 'organId', kind: 'department' },
      ],
    })
    expect(catalogue.departments.length).toBeGreaterThan(3)
  })

  it('runs a report with its parameters: a table with titles in the language asked for, and what its chart draws', async () => {
    const answer = await post('run', { code: 'headcountTurnover', params: { months: 3 } }, hr, EN)
    expect(answer.body.code).toBe(0)
    const { table } = answer.body.result
    expect(table.columns.map((c: { title: string }) => c.title)).toEqual(['Month', 'Hires', 'Leavers'])
    expect(table.rows).toHaveLength(3)
    expect(table.chart).toEqual({ label: 'month', series: ['hires', 'leavers'] })
    const month = new Date(gateway.ctx.now()).toISOString().slice(0, 7)
    const summary = (await post('run', { code: 'attendanceMonthly', params: { month } }, hr)).body.result.table
    expect(summary.rows.length).toBeGreaterThan(10)
    expect(summary.columns[1].title).toBe('姓名')
  })

  it('refuses a report to a user without its permission with 403 and a text in their language', async () => {
    const zh = await post('run', { code: 'headcountTurnover', params: {} }, staff)
    expect(zh.status).toBe(403)
    expect(zh.body).toEqual({ code: 403001, msg: '您没有报表「人数与流动」的权限' })
    const en = await post('export', { code: 'headcountTurnover', params: {} }, staff, EN)
    expect(en.status).toBe(403)
    expect(en.body.msg).toBe('You don\'t have permission to the report "Headcount and turnover"')
    expect((await post('run', { code: 'pageViews' }, hr)).status).toBe(403)
    expect((await post('run', { code: 'noSuchReport' }, hr, EN)).body).toEqual({
      code: 413001,
      msg: 'There is no report noSuchReport',
    })
  })

  it('validates parameters: required, months, whole numbers in range, departments of the tenant, no unknown names', async () => {
    const msg = async (params: unknown) => {
      const answer = await post('run', { code: 'attendanceMonthly', params }, hr, EN)
      return answer.body.code === 413002 ? answer.body.msg : answer.body
    }
    expect(await msg({})).toBe('Month is required')
    expect(await msg({ month: '2026-13' })).toBe('Month must be a month as YYYY-MM (2000 to 2100)')
    expect(await msg({ month: 'previous' })).toBe('Month must be a month as YYYY-MM (2000 to 2100)')
    expect(await msg({ month: '2026-01', organId: 999999 })).toBe('Department does not exist')
    expect(await msg({ month: '2026-01', organId: '1' })).toBe('Department does not exist')
    expect(await msg({ month: '2026-01', rows: 5 })).toBe('The report has no parameter rows')
    const months = await post('run', { code: 'headcountTurnover', params: { months: 37 } }, hr)
    expect(months.body).toEqual({ code: 413002, msg: '月数须为 1 到 36 之间的整数' })
    expect((await post('run', { code: 'headcountTurnover', params: 'x' }, hr)).status).toBe(400)
  })

  it('exports a report as an Excel workbook with its title, parameters and table', async () => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/report/web/centre/export',
      payload: { code: 'headcountTurnover', params: { months: 2 } },
      headers: { token: hr, ...EN },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(answer.headers.filename).toBe('headcountTurnover-2.xlsx')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet.getRow(1).getCell(1).value).toBe('Headcount and turnover')
    expect(sheet.getRow(2).getCell(1).value).toBe('Months: 2')
    expect(sheet.getRow(4).values).toEqual([undefined, 'Month', 'Hires', 'Leavers'])
    expect(sheet.rowCount).toBe(6)
  })
})
