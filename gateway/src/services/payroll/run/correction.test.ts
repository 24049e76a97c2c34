import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SALARY_RUN_BIZ_TYPE } from '../functions'
import { transfersOf } from '../outputs/transfers'
import type { MonthTax } from './providers'
import { approveRun, calculateOlderRun, en, older, type RunGateway, startRunGateway } from './run-gateway'

type Item = { code: string; amount: string }
const MONEY = ['gross_fen', 'deduction_fen', 'social_fen', 'tax_fen', 'net_fen', 'employer_fen'] as const

describe('a published run corrected by a run of its own, never edited', () => {
  let run: RunGateway
  let originalId: number
  let peopleId: number
  let reversalId: number

  const publish = async (id: number) => {
    expect((await run.post('/run/calculate', { id })).code).toBe(0)
    await approveRun(run, id)
    expect((await run.post('/run/publish', { id })).code).toBe(0)
  }
  const recorded = (runId: number) =>
    run.gateway.ctx.db
      .selectFrom('etax_withholding')
      .select(['employee_id', 'income_fen', 'tax_fen'])
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runId)
      .execute()

  beforeAll(async () => {
    run = await startRunGateway()
    await calculateOlderRun(run)
    originalId = (await run.post('/run/list', {})).result.find((r: { month: string }) => r.month === older).id
  }, 120_000)
  afterAll(() => run.gateway.close())

  it('refuses to correct a run that is not published', async () => {
    const answer = await run.post('/run/correct', { id: originalId, mode: 'reverse' }, run.hr, en)
    expect(answer).toMatchObject({ code: 410924, msg: 'Only a published run can be corrected: this one is calculated' })
    await approveRun(run, originalId)
    expect((await run.post('/run/publish', { id: originalId })).code).toBe(0)
  })

  it("corrects one person's inputs: the difference of each item, and of the month's tax, is paid", async () => {
    const { post, person, lineOf } = run
    const created = await post('/run/correct', { id: originalId, mode: 'people', employeeIds: [person.id] })
    expect(created.code).toBe(0)
    peopleId = created.result.id
    // The correction starts from the inputs the person was paid with.
    expect(JSON.parse((await lineOf(peopleId)).inputs)).toEqual({ bonus: '1000.00' })
    expect((await post('/run/correct', { id: originalId, mode: 'reverse' }, run.hr, en)).code).toBe(410927)
    expect((await post('/run/correct', { id: peopleId, mode: 'reverse' }, run.hr, en)).code).toBe(410928)
    const values = { bonus: '1500' }
    expect((await post('/run/setInputs', { id: peopleId, employeeId: person.id, values })).code).toBe(0)
    // Calculated twice, the same figures.
    expect((await post('/run/calculate', { id: peopleId })).code).toBe(0)
    const { calculated_at: _, ...once } = await lineOf(peopleId)
    await publish(peopleId)
    const { calculated_at: __, ...twice } = await lineOf(peopleId)
    expect(twice).toEqual(once)
    const line = await lineOf(peopleId)
    const original = await lineOf(originalId)
    expect((JSON.parse(line.detail) as { items: Item[] }).items).toEqual([
      expect.objectContaining({ code: 'bonus', amount: '500.00' }),
    ])
    const tax = JSON.parse(line.tax_record) as MonthTax
    const before = JSON.parse(original.tax_record) as MonthTax
    // 500 more income at the month's cumulative rate; the year's figures as corrected.
    expect(tax.tax).toBe((500 * Number(tax.rate)).toFixed(2))
    expect(Number(tax.ytdIncome)).toBeCloseTo(Number(before.ytdIncome) + 500, 2)
    expect([Number(line.gross_fen), Number(line.social_fen), Number(line.net_fen)]).toEqual([
      50_000,
      0,
      50_000 - Number(line.tax_fen),
    ])
    const detail = (await post('/run/detail', { id: originalId })).result.run
    expect(detail).toMatchObject({ status: 'published', correctedBy: [peopleId] })
    expect((await post('/run/detail', { id: peopleId })).result.run).toMatchObject({
      kind: 'correction',
      correction: 'people',
      correctsRunId: originalId,
    })
    // The original line is never touched.
    expect((await lineOf(originalId)).net_fen).toBe(original.net_fen)
  })

  it('reverses the run with its correction: every figure negated, the tax given back, claw-backs out of the bank file', async () => {
    const { post, person, lineOf, gateway } = run
    const created = await post('/run/correct', { id: originalId, mode: 'reverse' })
    expect(created.code).toBe(0)
    reversalId = created.result.id
    await publish(reversalId)
    // Its approval request says what it is: a reversal of the original run, not the month's payroll again.
    const request = await gateway.ctx.db
      .selectFrom('wf_instance')
      .select('title')
      .where('tenant_id', '=', 1)
      .where('biz_type', '=', SALARY_RUN_BIZ_TYPE)
      .where('biz_id', '=', String(reversalId))
      .executeTakeFirstOrThrow()
    expect(request.title).toMatch(new RegExp(`^薪资冲销 · .+ ${older} · 冲销第 ${originalId} 号$`))
    const original = await lineOf(originalId)
    const corrected = await lineOf(peopleId)
    const reversed = await lineOf(reversalId)
    for (const field of MONEY)
      expect(Number(reversed[field])).toBe(-(Number(original[field]) + Number(corrected[field])))
    const items = (JSON.parse(reversed.detail) as { items: Item[] }).items
    expect(items.find((item) => item.code === 'bonus')?.amount).toBe('-1500.00')
    expect(items.find((item) => item.code === 'base')?.amount).toBe(
      `-${(JSON.parse(original.detail) as { items: Item[] }).items.find((item) => item.code === 'base')!.amount}`,
    )
    // The year's records of the person add up to nothing for the month.
    const rows = [
      ...(await recorded(originalId)),
      ...(await recorded(peopleId)),
      ...(await recorded(reversalId)),
    ].filter((row) => row.employee_id === person.id)
    expect(rows).toHaveLength(3)
    expect(rows.reduce((sum, row) => sum + Number(row.income_fen), 0)).toBe(0)
    expect(rows.reduce((sum, row) => sum + Number(row.tax_fen), 0)).toBe(0)
    const answer = (await post('/run/detail', { id: reversalId })).result
    const originalRun = (await post('/run/detail', { id: originalId })).result.run
    expect(answer.clawBack.count).toBeGreaterThan(0)
    expect(Number(answer.clawBack.total)).toBeLessThan(0)
    expect(originalRun.correctedBy).toEqual([peopleId, reversalId])
    // Only people paid above zero are in the bank file (those the original run paid below zero, if any).
    const transfers = await transfersOf(gateway.ctx.db, 1, { id: reversalId, month: older }, 'en')
    const lines = await gateway.ctx.db
      .selectFrom('salary_line')
      .select('net_fen')
      .where('tenant_id', '=', 1)
      .where('run_id', '=', reversalId)
      .execute()
    expect(transfers.length).toBe(lines.filter((line) => Number(line.net_fen) > 0).length)
    expect(transfers.length).toBeLessThan(lines.length - answer.clawBack.count + 1)
    expect(transfers.every((transfer) => transfer.fen > 0)).toBe(true)
    // Staff see each run's payslip with its kind.
    const slips = (await post('/payslip/list', {}, run.staff)).result.payslips as Array<{ runId: number; kind: string }>
    expect(slips.map((slip) => [slip.runId, slip.kind])).toEqual([
      [reversalId, 'correction'],
      [peopleId, 'correction'],
      [originalId, 'regular'],
    ])
  })
})
