import { parse } from 'csv-parse/sync'
import readXlsxFile from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { insertRun, SAMPLE_FEN } from '../payslip/testing'

const V = (name: string) => `/gateway/salary/web/voucher/${name}`
const EN = { 'accept-language': 'en' }
/** Fen of an amount cell, as text ('1,234.50', '') or as the number a workbook holds. */
const fen = (cell: unknown) =>
  cell === '' || cell === null ? 0 : Math.round(Number(String(cell).replace(/,/g, '')) * 100)

describe('payroll outputs: the accounting voucher of a final run', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    const people = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .limit(3)
      .execute()
    await insertRun(gateway.ctx.db, { tenantId: 1, id: 11, month: '2026-03', status: 'published' }, [
      { employeeId: people[0].id, organId: people[0].organ_id, costCentre: 'CC-100' },
      { employeeId: people[1].id, organId: people[1].organ_id, costCentre: 'CC-200' },
      { employeeId: people[2].id, organId: people[2].organ_id, costCentre: 'CC-200' },
    ])
    await insertRun(gateway.ctx.db, { tenantId: 1, id: 12, month: '2026-04', status: 'calculated' }, [
      { employeeId: people[0].id, organId: people[0].organ_id },
    ])
  }, 60_000)
  afterAll(() => gateway.close())

  const exportFile = (runId: number, format: 'csv' | 'xlsx', token = hr, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'POST', url: V('export'), payload: { runId, format }, headers: { token, ...headers } })
  /** The run's totals as the run itself holds them. */
  const runTotals = () =>
    gateway.ctx.db
      .selectFrom('salary_run')
      .select(['gross_fen', 'net_fen', 'tax_fen', 'employer_fen'])
      .where('tenant_id', '=', 1)
      .where('id', '=', 11)
      .executeTakeFirstOrThrow()

  it('balances to the fen and sums to the run: debits are gross pay and employer cost, net pay and tax credited', async () => {
    const file = await exportFile(11, 'csv')
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="voucher-2026-03-11.csv"; filename\*=/)
    const rows = parse(file.body, { bom: true, columns: true }) as Array<Record<string, string>>
    expect(Object.keys(rows[0])).toEqual([
      '摘要',
      '科目编码',
      '科目名称',
      '成本中心',
      '成本中心名称',
      '借方金额',
      '贷方金额',
    ])
    const debit = rows.reduce((sum, row) => sum + fen(row.借方金额), 0)
    const credit = rows.reduce((sum, row) => sum + fen(row.贷方金额), 0)
    const run = await runTotals()
    expect(debit).toBe(credit)
    expect(debit).toBe(Number(run.gross_fen) + Number(run.employer_fen))
    const credited = (code: string) =>
      rows.filter((row) => row.科目编码 === code).reduce((sum, row) => sum + fen(row.贷方金额), 0)
    // The defaults: net pay and the employer's dues owed to staff (2211), tax to 2221, the employee's shares to 2241.
    expect(credited('2221')).toBe(Number(run.tax_fen))
    expect(credited('2241')).toBe(3 * SAMPLE_FEN.social)
    const net = rows.filter((row) => row.摘要 === '2026-03 实发工资')
    expect(net.reduce((sum, row) => sum + fen(row.贷方金额), 0)).toBe(Number(run.net_fen))
    expect(net.map((row) => [row.科目编码, row.成本中心, row.贷方金额])).toEqual([
      ['2211', 'CC-100', '12454.78'],
      ['2211', 'CC-200', '24909.56'],
    ])
    // Per item and cost centre: base pay debits the expense account once per cost centre; the deduction credits it.
    expect(
      rows.filter((row) => row.摘要 === '2026-03 基本工资').map((row) => [row.科目编码, row.成本中心, row.借方金额]),
    ).toEqual([
      ['6602', 'CC-100', '15000.00'],
      ['6602', 'CC-200', '30000.00'],
    ])
    expect(rows.find((row) => row.摘要 === '2026-03 事假扣款' && row.成本中心 === 'CC-100')).toMatchObject({
      科目编码: '6602',
      借方金额: '',
      贷方金额: '689.66',
    })
    expect(rows.find((row) => row.摘要 === '2026-03 养老保险（单位）' && row.借方金额)).toMatchObject({
      科目编码: '6602',
      借方金额: '2400.00',
    })
  })

  it('writes the same lines to Excel, read back with another library, with the totals last', async () => {
    const csv = parse((await exportFile(11, 'csv', hr, EN)).body, { bom: true }) as string[][]
    const file = await exportFile(11, 'xlsx', hr, EN)
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const [sheet] = await readXlsxFile(file.rawPayload)
    expect(sheet.sheet).toBe('Voucher')
    const rows = sheet.data.map((row) => row.map((cell) => (cell === null ? '' : cell)))
    expect(rows[0]).toEqual(csv[0])
    expect(rows[0]).toEqual([
      'Summary',
      'Account code',
      'Account name',
      'Cost centre',
      'Cost centre name',
      'Debit',
      'Credit',
    ])
    const body = rows.slice(1, -1)
    expect(body.map((row) => row.slice(0, 5).map(String))).toEqual(csv.slice(1).map((row) => row.slice(0, 5)))
    expect(body.map((row) => [fen(row[5]), fen(row[6])])).toEqual(csv.slice(1).map((row) => [fen(row[5]), fen(row[6])]))
    const total = rows.at(-1)!
    const run = await runTotals()
    expect(total[0]).toBe('Total')
    expect(fen(total[5])).toBe(Number(run.gross_fen) + Number(run.employer_fen))
    expect(fen(total[6])).toBe(fen(total[5]))
    expect(body.find((row) => row[0] === '2026-03 Net pay')?.[2]).toBe('Employee benefits payable')
  })

  it("takes the tenant's own accounts: an item's own expense account, an entry changed and set back", async () => {
    const before = (await gateway.post(V('chart'), {}, hr)).body.result
    expect(before.entries).toContainEqual({
      entry: 'tax',
      code: '2221',
      name: '应交税费—应交个人所得税',
      isDefault: true,
    })
    expect(before.items.find((item: { item: string }) => item.item === 'meal')).toMatchObject({ account: null })
    const saved = await gateway.post(
      V('saveChart'),
      {
        entries: { net: { code: '2211.01', name: '应付职工薪酬—工资' } },
        items: [{ item: 'meal', code: '6601', name: '销售费用' }],
      },
      hr,
    )
    expect(saved.body.result.entries).toContainEqual({
      entry: 'net',
      code: '2211.01',
      name: '应付职工薪酬—工资',
      isDefault: false,
    })
    const lines = (await gateway.post(V('lines'), { runId: 11 }, hr)).body.result
    expect(lines.debit).toBe(lines.credit)
    const meal = lines.rows.filter((row: string[]) => row[0] === '2026-03 餐补')
    expect(meal.map((row: string[]) => row[1])).toEqual(['6601', '6601'])
    expect(lines.rows.filter((row: string[]) => row[1] === '2211.01').length).toBe(2)
    // Saving without them returns both to their defaults.
    await gateway.post(V('saveChart'), { entries: {}, items: [] }, hr)
    const after = (await gateway.post(V('lines'), { runId: 11 }, hr)).body.result
    expect(after.rows.some((row: string[]) => row[1] === '6601' || row[1] === '2211.01')).toBe(false)
  })

  it('refuses an unknown item, a bad account code, a run not final, and callers without 820404', async () => {
    const unknown = await gateway.post(
      V('saveChart'),
      { entries: {}, items: [{ item: 'nope', code: '6601', name: 'x' }] },
      hr,
      EN,
    )
    expect(unknown.body.code).toBe(410904)
    const bad = await gateway.post(V('saveChart'), { entries: { tax: { code: '=1+1', name: 'x' } }, items: [] }, hr)
    expect(bad.status).toBe(400)
    expect(JSON.parse((await exportFile(12, 'csv', hr, EN)).body)).toEqual({
      code: 410965,
      msg: 'The accounting voucher needs a locked or published run',
    })
    expect(JSON.parse((await exportFile(999, 'xlsx')).body).code).toBe(410960)
    for (const name of ['chart', 'lines'])
      expect((await gateway.post(V(name), { runId: 11 }, staff)).body.code, name).toBe(403001)
    expect(JSON.parse((await exportFile(11, 'csv', staff)).body).code).toBe(403001)
  })

  it("keeps to the session's tenant: another tenant's administrator finds neither the run nor the accounts", async () => {
    await gateway.post(V('saveChart'), { entries: { tax: { code: '2221.09', name: 'own' } }, items: [] }, hr)
    const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect(JSON.parse((await exportFile(11, 'csv', other)).body).code).toBe(410960)
    expect((await gateway.post(V('lines'), { runId: 11 }, other)).body.code).toBe(410960)
    const theirs = (await gateway.post(V('chart'), {}, other)).body.result
    expect(theirs.entries.find((e: { entry: string }) => e.entry === 'tax')).toMatchObject({
      code: '2221',
      isDefault: true,
    })
    await gateway.post(V('saveChart'), { entries: {}, items: [] }, hr)
  })
})
