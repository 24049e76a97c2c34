import { calculateRun, lockRun, type MonthIncome, type MonthTax, type PayrollProviders } from '..'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en, month, older, type RunGateway, startRunGateway } from './run-gateway'

describe('the monthly payroll run: calculating from locked attendance, the providers, rejection and access', () => {
  let gateway: RunGateway['gateway']
  let hr: RunGateway['hr']
  let staff: RunGateway['staff']
  let manager: RunGateway['manager']
  let person: RunGateway['person']
  let post: RunGateway['post']
  let lineOf: RunGateway['lineOf']

  beforeAll(async () => {
    const run = await startRunGateway()
    ;({ gateway, hr, staff, manager, person, post, lineOf } = run)
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
      `The salary group already has a regular run for ${older}: pay a bonus or one-off amount in an off-cycle run`,
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
      leavePayout: '0.00',
      otherDeduction: '0.00',
      training: '150.00',
      // No expense claim or advance put in this payroll (services/expenses).
      expenseReimbursement: '0.00',
      expenseAdvanceDeduction: '0.00',
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

  it("is the calculator's task in the message centre, naming the run's month and opening the run; nobody else's", async () => {
    const TASKS = '/gateway/message/web/task'
    const tasks = (await gateway.post(`${TASKS}/list`, { page: 1, rows: 10 }, hr)).body.result
    const task = tasks.rows.find((row: { kind: string }) => row.kind === 'payroll-run')
    expect(task).toMatchObject({ state: 'done', failCount: 0, startedBy: expect.any(String) })
    expect(task.okCount).toBeGreaterThan(100)
    expect(task.subject).toMatch(new RegExp(`^${older} · `))
    expect(task.link).toMatch(/^\/portal\/salary\/runs\/\d+$/)
    expect(task.finishedAt).toBeGreaterThanOrEqual(task.startedAt)
    expect((await gateway.post(`${TASKS}/detail`, { id: task.id }, hr)).body.result).toEqual(task)
    expect((await gateway.post(`${TASKS}/detail`, { id: task.id }, staff)).body.code).toBe(404000)
    const others = (await gateway.post(`${TASKS}/list`, {}, staff)).body.result.rows
    expect(others.some((row: { kind: string }) => row.kind === 'payroll-run')).toBe(false)
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
