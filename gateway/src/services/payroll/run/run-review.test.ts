import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en, month, older, S, type RunGateway, startRunGateway, calculateOlderRun } from './run-gateway'

describe('the monthly payroll run: review, inputs, approval and publishing', () => {
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
    // The older month calculated, the month the review compares with.
    await calculateOlderRun(run)
  }, 120_000)
  afterAll(() => gateway.close())

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
      employeeName: string | null
      detail: Record<string, unknown>
      itemNames: Record<string, { zh: string; en: string }>
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
      employeeName: person.name,
    })
    // A change of inputs names the person and its items by name, never by id or code alone.
    const inputs = audit.find((entry) => entry.action === 'inputs')!
    expect(inputs.employeeName).toBe(person.name)
    expect(Object.keys(inputs.detail.after as object)).toContain('bonus')
    expect(inputs.itemNames.bonus).toEqual({ zh: '绩效奖金', en: 'Performance bonus' })
    expect(audit.find((entry) => entry.action === 'create')).toMatchObject({ employeeName: null, itemNames: {} })
    expect(audit.find((entry) => entry.action === 'approved')).toMatchObject({
      reason: 'fine',
      userName: expect.not.stringMatching(/^$/),
    })
  })
})
