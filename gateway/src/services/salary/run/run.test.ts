import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { calculateRun, lockRun, type MonthIncome, type MonthTax, type PayrollProviders } from '..'

const S = '/gateway/salary/web'
const en = { 'accept-language': 'en' }

/** 'YYYY-MM' of `back` months before the current one. */
const monthsAgo = (back: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7)
}
const older = monthsAgo(2)
const month = monthsAgo(1)

describe('the monthly payroll run: calculate from locked attendance, review, approve, publish', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let person: { id: number; job_number: string; name: string }
  const post = async (path: string, body: unknown, token = hr, headers?: Record<string, string>) =>
    (await gateway.post(`${S}${path}`, body, token, headers)).body
  const lineOf = async (runId: number, employeeId = person.id) =>
    gateway.ctx.db
      .selectFrom('salary_line')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    gateway = await startTestGateway()
    // Cost centres are values of the tenant's cost centre dictionary (services/masterdata): the ones these tests choose.
    await gateway.ctx.db
      .insertInto('dict_item')
      .values(
        ['CC-RD'].map((code, i) => ({
          tenant_id: 1,
          category: 'costCentre',
          code,
          name_zh: code,
          name_en: code,
          sort: 100 + i,
          enabled: 1,
          updated_by: null,
          updated_at: 0,
        })),
      )
      .execute()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    person = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'job_number', 'name'])
      .where('id', '=', user.employee_id!)
      .executeTakeFirstOrThrow()
    // A known profile from the older month on: base 10,000, meal 300, transport 200.
    const profile = {
      employeeId: person.id,
      base: '10000',
      allowances: { meal: '300', transport: '200' },
      bankName: '招商银行',
      bankAccount: '6225880012345678',
      costCentre: 'CC-RD',
      reason: 'test',
    }
    expect((await post('/profile/save', { ...profile, effectiveMonth: older })).code).toBe(0)
    // A known social insurance base from the older month on (the demo's Shanghai scheme).
    const base = { employeeId: person.id, schemeId: 1, base: '10000', effectiveMonth: older }
    expect((await gateway.post('/gateway/insurance/web/base/set', base, hr)).body.code).toBe(0)
  }, 120_000)
  afterAll(() => gateway.close())

  it('refuses to calculate while the month of attendance is not locked', async () => {
    const created = await post('/run/create', { groupId: 1, month: older })
    expect(created.code).toBe(0)
    expect(await post('/run/calculate', { id: created.result.id }, hr, en)).toMatchObject({
      code: 410916,
      msg: `Attendance of ${older} is not locked: lock it in the attendance monthly summary before calculating payroll`,
    })
    expect((await post('/run/create', { groupId: 1, month: older }, hr, en)).msg).toBe(
      `The salary group already has a run for ${older}`,
    )
  })

  it('calculates every item exactly, rounded per item to the fen, from the locked summary, profile and inputs', async () => {
    for (const m of [older, month])
      expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month: m }, hr)).body.code).toBe(0)
    // The frozen figures of the person: 3 days of personal (unpaid) leave, 1 day of annual (paid) leave, 10 hours of overtime, late 5 times.
    await gateway.ctx.db
      .updateTable('month_summary')
      .set({
        leave_days: JSON.stringify({ personal: { days: 3, hours: 24 }, annual: { days: 1, hours: 8 } }),
        overtime_hours: 10,
        late_count: 5,
      })
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', person.id)
      .where('month', 'in', [older, month])
      .execute()
    // The 10 hours as approved overtime on a working day of each month (what overtime pay reads, by its day's class).
    const account = await gateway.ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('employee_id', '=', person.id)
      .executeTakeFirstOrThrow()
    await gateway.ctx.db
      .insertInto('overtime_request')
      .values(
        [older, month].map((m) => ({
          tenant_id: 1,
          id: `run-test-overtime-${m}`,
          user_id: account.id,
          day: `${m}-10`,
          start_time: '09:00',
          end_time: '19:00',
          hours: 10,
          timing: 'after',
          reason: 'test',
          status: 'approved',
          day_kind: 'work',
          pay_class: 'workday',
          compensation: 'pay',
          credited_hours: 0,
          instance_id: null,
          created_at: 0,
        })),
      )
      .execute()
    const run = (await post('/run/list', {})).result.find((r: { month: string }) => r.month === older)
    expect(
      (await post('/run/setInputs', { id: run.id, employeeId: person.id, values: { bonus: '1000' } })).result.inputs,
    ).toEqual({ bonus: '1000.00' })
    expect(
      (await post('/run/setInputs', { id: run.id, employeeId: person.id, values: { bonus: '1.005' } }, hr, en)).code,
    ).toBe(400000)
    expect((await post('/run/calculate', { id: run.id })).result.lines).toBeGreaterThan(100)
    const line = await lineOf(run.id)
    const amounts = Object.fromEntries(
      JSON.parse(line.detail).items.map((i: { code: string; amount: string }) => [i.code, i.amount]),
    )
    // 10000 / 21.75 / 8 × 10 × 1.5 = 862.0689…; 10000 / 21.75 × 3 = 1379.3103…; (5 − 3) × 50; 10000 × 0.015.
    expect(amounts).toEqual({
      base: '10000.00',
      meal: '300.00',
      transport: '200.00',
      overtimePay: '862.07',
      overtimeRestDay: '0.00',
      overtimeHoliday: '0.00',
      bonus: '1000.00',
      annualBonus: '0.00',
      unpaidLeave: '1379.31',
      lateDeduction: '100.00',
      otherDeduction: '0.00',
      training: '150.00',
    })
    expect(JSON.parse(line.detail).attendance).toMatchObject({ unpaidLeaveDays: 3, overtimeHours: 10, lateCount: 5 })
    expect([Number(line.gross_fen), Number(line.deduction_fen)]).toEqual([1236207, 147931])
    // Social insurance and housing fund from the insurance service, tax from the tax service: net is what is left.
    const detail = JSON.parse(line.detail) as {
      insurance: Array<{ base: string; employee: string; employer: string }>
      tax: { withheld: string }
    }
    const fen = (amount: string) => Math.round(Number(amount) * 100)
    expect(detail.insurance.length).toBe(6)
    expect(detail.insurance.every((share) => share.base === '10000.00')).toBe(true)
    const social = detail.insurance.reduce((sum, share) => sum + fen(share.employee), 0)
    expect([Number(line.social_fen), Number(line.tax_fen)]).toEqual([social, fen(detail.tax.withheld)])
    expect(Number(line.tax_fen)).toBeGreaterThan(0)
    expect(Number(line.net_fen)).toBe(1088276 - social - Number(line.tax_fen))
    expect(Number(line.employer_fen)).toBe(
      15000 + detail.insurance.reduce((sum, share) => sum + fen(share.employer), 0),
    )
    expect(line.previous_net_fen).toBeNull()
    expect(line.cost_centre).toBe('CC-RD')
  })

  it('takes social insurance and tax from the providers: net = earnings − deductions − employee social − tax', async () => {
    const run = (await post('/run/list', {})).result.find((r: { month: string }) => r.month === older)
    const incomes: MonthIncome[] = []
    const fake: PayrollProviders = {
      contributionsOf: async (_db, _tenant, _month, ids) =>
        new Map(
          ids.map((id) => [
            id,
            [
              { kind: 'pension', base: '10000.00', employee: '800.00', employer: '1600.00' },
              { kind: 'housingFund', base: '10000.00', employee: '700.00', employer: '700.00' },
            ],
          ]),
        ),
      withholdMonth: async (_db, _tenant, m, people) => {
        incomes.push(...people)
        return new Map(
          people.map((p) => [
            p.employeeId,
            {
              employeeId: p.employeeId,
              month: m,
              ytdIncome: p.income,
              ytdBasic: '5000.00',
              ytdSocial: p.social,
              ytdSpecial: '0.00',
              ytdTaxable: '0.00',
              rate: '0.03',
              quickDeduction: '0.00',
              ytdTax: '123.45',
              withheldBefore: '0.00',
              tax: '123.45',
              bonus: null,
            } satisfies MonthTax,
          ]),
        )
      },
      recordMonth: async () => undefined,
    }
    await calculateRun(gateway.ctx.db, 1, run.id, {
      actor: { id: 3, name: 'hr' },
      now: gateway.ctx.now(),
      lang: 'en',
      providers: fake,
    })
    // Income liable to tax: taxable earnings less the pre-tax deductions, without the annual bonus; social as the providers
    // said, in all and by the filing's parts.
    expect(incomes.find((p) => p.employeeId === person.id)).toEqual({
      employeeId: person.id,
      income: '10882.76',
      social: '1500.00',
      bonus: '0.00',
      socialParts: { pension: '800.00', medical: '0.00', unemployment: '0.00', housingFund: '700.00' },
    })
    const line = await lineOf(run.id)
    expect([Number(line.social_fen), Number(line.tax_fen), Number(line.net_fen), Number(line.employer_fen)]).toEqual([
      150000,
      12345,
      1088276 - 150000 - 12345,
      15000 + 230000,
    ])
    expect(JSON.parse(line.detail)).toMatchObject({
      tax: { income: '10882.76', withheld: '123.45', ytdTax: '123.45' },
      insurance: [{ kind: 'pension', employee: '800.00' }, { kind: 'housingFund' }],
    })
    expect(JSON.parse(line.tax_record)).toMatchObject({ employeeId: person.id, tax: '123.45' })
    // Locking hands the recorded withholding of every line to the tax service.
    const recorded: MonthTax[] = []
    const rollBack = new Error('roll back: the run stays calculated for the tests below')
    await expect(
      gateway.ctx.db.transaction().execute(async (trx) => {
        await lockRun(trx, 1, run.id, { id: 3, name: 'hr' }, '', gateway.ctx.now(), {
          ...fake,
          recordMonth: async (_db, _t, _r, taxes) => {
            recorded.push(...taxes)
          },
        })
        throw rollBack
      }),
    ).rejects.toBe(rollBack)
    expect(recorded.length).toBe(Number((await post('/run/detail', { id: run.id })).result.run.headcount))
    // Back to the real figures for the review below.
    await calculateRun(gateway.ctx.db, 1, run.id, { actor: { id: 3, name: 'hr' }, now: gateway.ctx.now(), lang: 'en' })
  })

  it('reviews the next month against this one: a raise from an effective-dated profile change is highlighted', async () => {
    const created = await post('/run/create', { groupId: 1, month })
    const runId = created.result.id
    // The profile history: a raise of 30% from this month on; the older month keeps the old row.
    expect(
      (
        await post('/profile/save', {
          employeeId: person.id,
          effectiveMonth: month,
          base: '13000',
          allowances: { meal: '300', transport: '200' },
          bankName: '招商银行',
          bankAccount: '6225880012345678',
          costCentre: 'CC-RD',
          reason: 'promotion',
        })
      ).code,
    ).toBe(0)
    const history = (await post('/profile/history', { employeeId: person.id })).result
    expect(history.history.map((h: { effectiveMonth: string; base: string }) => [h.effectiveMonth, h.base])).toEqual([
      [month, '13000.00'],
      [older, '10000.00'],
      ['2024-01', expect.any(String)],
    ])
    expect(history.history[0].bankAccount).toBe('6225880012345678')
    expect((await post('/run/calculate', { id: runId })).code).toBe(0)
    const line = await lineOf(runId)
    expect(line.previous_net_fen).not.toBeNull()
    const review = (await post('/run/lines', { id: runId, flaggedOnly: true, rows: 200 })).result
    const mine = review.rows.find((r: { employeeId: number }) => r.employeeId === person.id)
    expect(mine).toMatchObject({ flag: 'over', name: person.name })
    expect(Number(mine.changePercent)).toBeGreaterThan(10)
    expect(mine.difference).toBe((Number(mine.net) - Number(mine.previousNet)).toFixed(2))
    // A higher threshold: the change is no longer highlighted.
    expect((await post('/run/threshold', { id: runId, threshold: '50' })).code).toBe(0)
    const relaxed = (await post('/run/lines', { id: runId, keyword: person.job_number })).result.rows[0]
    expect(relaxed.flag).toBeNull()
  })

  it('imports inputs from an .xlsx file, answering each refused row and why', async () => {
    const runId = (await post('/run/list', {})).result.find((r: { month: string }) => r.month === month).id
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('inputs')
    sheet.addRows([
      ['工号', 'bonus', '其他扣款'],
      [person.job_number, 2000, '50.5'],
      ['NOPE-1', 1, 1],
      [person.job_number, 3, 3],
      ['', 'x', ''],
    ])
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
    const answer = (await post('/run/import', { id: runId, fileName: 'inputs.xlsx', content }, hr, en)).result
    expect(answer).toMatchObject({ total: 4, imported: 1, rejected: 3 })
    expect(answer.rejects).toEqual([
      { line: 3, jobNumber: 'NOPE-1', reason: 'no one with this job number is in the run' },
      { line: 4, jobNumber: person.job_number, reason: 'the job number was already on line 2' },
      { line: 5, jobNumber: '', reason: 'no one with this job number is in the run' },
    ])
    expect(answer.rejectsCsv).toContain('Line,Job number,Reason')
    expect(JSON.parse((await lineOf(runId)).inputs)).toEqual({ bonus: '2000.00', otherDeduction: '50.50' })
    expect((await post('/run/detail', { id: runId })).result.run.status).toBe('draft')
    // The template: a workbook of the run's people with what is entered, the group's input items named in the language
    // asked; filled in and sent back, it imports (the names column is passed over).
    const templateOf = (headers: Record<string, string>) =>
      gateway.app.inject({
        method: 'POST',
        url: `${S}/run/inputTemplate`,
        payload: { id: runId },
        headers: { token: hr, ...headers },
      })
    const file = await templateOf(en)
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(decodeURIComponent(String(file.headers.filename))).toBe(`payroll-inputs-${month}.xlsx`)
    const template = new ExcelJS.Workbook()
    await template.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const inputs = template.getWorksheet('Inputs')!
    const values = (row: number) => (inputs.getRow(row).values as unknown[]).slice(1)
    expect(values(1)).toEqual(['Job number', 'Name', 'Performance bonus', 'Annual bonus', 'Other deductions'])
    const at = Array.from({ length: inputs.rowCount - 1 }, (_, i) => i + 2).find(
      (row) => inputs.getRow(row).getCell(1).value === person.job_number,
    )!
    expect(values(at)).toEqual([person.job_number, person.name, 2000, undefined, 50.5])
    expect([inputs.getCell(at, 1).numFmt, inputs.getCell(at, 3).numFmt]).toEqual(['@', '0.00'])
    inputs.getCell(at, 5).value = 60
    const filled = Buffer.from(await template.xlsx.writeBuffer()).toString('base64')
    const again = (
      await post('/run/import', { id: runId, fileName: `payroll-inputs-${month}.xlsx`, content: filled }, hr, en)
    ).result
    expect(again).toMatchObject({ rejected: 0, imported: inputs.rowCount - 1 })
    expect(JSON.parse((await lineOf(runId)).inputs)).toEqual({ bonus: '2000.00', otherDeduction: '60.00' })
    // In Chinese: the sheet, the columns and the file name.
    const zh = await templateOf({ 'accept-language': 'zh-CN' })
    expect(decodeURIComponent(String(zh.headers.filename))).toBe(`薪资录入模板-${month}.xlsx`)
    const zhBook = new ExcelJS.Workbook()
    await zhBook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer)
    expect((zhBook.getWorksheet('录入')!.getRow(1).values as unknown[]).slice(1, 4)).toEqual([
      '工号',
      '姓名',
      '绩效奖金',
    ])
    expect((await post('/run/inputTemplate', { id: runId }, staff)).code).toBe(403001)
    const badColumn = Buffer.from('工号,奖金X\nA,1\n').toString('base64')
    expect((await post('/run/import', { id: runId, fileName: 'inputs.csv', content: badColumn }, hr, en)).msg).toBe(
      'The file cannot be read: the column 奖金X is not an input item of the group',
    )
  })

  it('recalculates one person with a reason, submits, is approved by the manager, locks and publishes, all audited', async () => {
    const runId = (await post('/run/list', {})).result.find((r: { month: string }) => r.month === month).id
    expect((await post('/run/submit', { id: runId }, hr, en)).msg).toBe(
      'The run is draft: it cannot be submitted for approval now',
    )
    expect((await post('/run/calculate', { id: runId })).code).toBe(0)
    const before = await lineOf(runId)
    expect(
      (
        await post('/run/recalculate', {
          id: runId,
          employeeId: person.id,
          reason: 'bonus corrected',
          inputs: { bonus: '2500' },
        })
      ).code,
    ).toBe(0)
    const after = await lineOf(runId)
    // 500 more bonus: taxed, not insured.
    expect(Number(after.social_fen)).toBe(Number(before.social_fen))
    expect(Number(after.tax_fen)).toBeGreaterThan(Number(before.tax_fen))
    expect(Number(after.net_fen) - Number(before.net_fen)).toBe(
      50000 - (Number(after.tax_fen) - Number(before.tax_fen)),
    )
    const submitted = (await post('/run/submit', { id: runId })).result
    expect(submitted.status).toBe('approving')
    expect((await post('/run/recalculate', { id: runId, employeeId: person.id, reason: 'late' }, hr, en)).msg).toBe(
      'The run is waiting for approval: it cannot be calculated now',
    )
    // The approver sees the run through its request, without the payroll functions.
    const seen = await post('/run/approval', { id: runId, flaggedOnly: true }, manager)
    expect(seen.code).toBe(0)
    expect(seen.result.run).toMatchObject({ id: runId, status: 'approving' })
    expect((await post('/run/approval', { id: runId }, staff)).code).toBe(403001)
    const resolved = await gateway.post(
      '/gateway/workflow/web/approveForm/resolve',
      { instanceId: submitted.instanceId, comment: 'fine' },
      manager,
    )
    expect(resolved.body.code).toBe(0)
    expect((await post('/run/detail', { id: runId })).result.run.status).toBe('locked')
    expect((await post('/run/recalculate', { id: runId, employeeId: person.id, reason: 'too late' })).code).toBe(410915)
    expect((await post('/run/publish', { id: runId })).result.status).toBe('published')
    const audit = (await post('/run/detail', { id: runId })).result.audit as Array<{
      action: string
      reason: string
      userName: string
      employeeId: number | null
    }>
    expect(audit.map((entry) => entry.action)).toEqual([
      'publish',
      'approved',
      'submit',
      'recalculate',
      'inputs',
      'calculate',
      'import',
      'import',
      'threshold',
      'calculate',
      'create',
    ])
    expect(audit.find((entry) => entry.action === 'recalculate')).toMatchObject({
      reason: 'bonus corrected',
      employeeId: person.id,
    })
    expect(audit.find((entry) => entry.action === 'approved')).toMatchObject({
      reason: 'fine',
      userName: expect.not.stringMatching(/^$/),
    })
  })

  it('sends back a rejected run to be changed and submitted again', async () => {
    const runId = (await post('/run/list', {})).result.find((r: { month: string }) => r.month === older).id
    const submitted = (await post('/run/submit', { id: runId })).result
    expect(
      (
        await gateway.post(
          '/gateway/workflow/web/approveForm/reject',
          { instanceId: submitted.instanceId, comment: 'check the bonus' },
          manager,
        )
      ).body.code,
    ).toBe(0)
    const detail = (await post('/run/detail', { id: runId })).result
    expect(detail.run.status).toBe('calculated')
    expect(detail.audit[0]).toMatchObject({ action: 'rejected', reason: 'check the bonus' })
  })

  it('refuses every payroll route to a user without the payroll functions', async () => {
    const bodies: Record<string, unknown> = {
      '/item/list': {},
      '/item/check': { code: 'x', formula: '1' },
      '/item/save': {
        code: 'x',
        nameZh: 'x',
        nameEn: 'x',
        kind: 'earning',
        source: 'input',
        formula: '',
        taxable: true,
        annualBonus: false,
        onPayslip: true,
      },
      '/item/delete': { id: 1 },
      '/group/list': {},
      '/group/save': { name: 'x', payDay: 1, organIds: [], employeeIds: [1], itemIds: [] },
      '/group/delete': { id: 1 },
      '/profile/list': {},
      '/profile/history': { employeeId: person.id },
      '/profile/save': {
        employeeId: 1,
        effectiveMonth: month,
        base: '1',
        allowances: {},
        bankName: '',
        bankAccount: '',
        costCentre: '',
        reason: '',
      },
      '/run/list': {},
      '/run/create': { groupId: 1, month },
      '/run/detail': { id: 1 },
      '/run/lines': { id: 1 },
      '/run/setInputs': { id: 1, employeeId: 1, values: {} },
      '/run/import': { id: 1, fileName: 'a.csv', content: 'YQ==' },
      '/run/inputTemplate': { id: 1 },
      '/run/calculate': { id: 1 },
      '/run/recalculate': { id: 1, employeeId: 1, reason: 'xx' },
      '/run/threshold': { id: 1, threshold: '5' },
      '/run/submit': { id: 1 },
      '/run/publish': { id: 1 },
      '/run/approval': { id: 1 },
    }
    for (const [path, body] of Object.entries(bodies)) expect((await post(path, body, staff)).code, path).toBe(403001)
    // The manager approves runs but holds no payroll function: only the approval view of a run they were asked about.
    for (const path of ['/run/list', '/run/detail', '/run/lines', '/profile/list'])
      expect((await post(path, bodies[path], manager)).code, path).toBe(403001)
  })
})
