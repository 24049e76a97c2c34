import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PayrollProviders } from '..'
import type { MonthTax } from './providers'
import { approveRun, calculateOlderRun, en, older, type RunGateway, startRunGateway } from './run-gateway'
import { peopleOfGroup } from '../groups/membership'
import { calculateAnyRun } from './calculate-kind'

type Item = { code: string; amount: string }

describe('an off-cycle run beside the monthly run of the same group and month', () => {
  let run: RunGateway
  let regularId: number
  let offCycleId: number

  beforeAll(async () => {
    run = await startRunGateway()
    await calculateOlderRun(run)
    regularId = (await run.post('/run/list', {})).result.find((r: { month: string }) => r.month === older).id
  }, 120_000)
  afterAll(() => run.gateway.close())

  it('refuses a second regular run of the group and month, and names an off-cycle run as HR gave it', async () => {
    const { post, person } = run
    expect(await post('/run/create', { groupId: 1, month: older }, run.hr, en)).toMatchObject({ code: 410914 })
    const created = await post('/run/createOffCycle', {
      groupId: 1,
      month: older,
      name: '2026 年终奖',
      employeeIds: [person.id],
    })
    expect(created.code).toBe(0)
    offCycleId = created.result.id
    const listed = (await post('/run/list', {})).result.filter((r: { month: string }) => r.month === older)
    expect(listed.map((r: { kind: string; name: string }) => [r.kind, r.name]).sort()).toEqual([
      ['offCycle', '2026 年终奖'],
      ['regular', ''],
    ])
    expect((await post('/run/detail', { id: offCycleId })).result.run).toMatchObject({ headcount: 1, status: 'draft' })
  })

  it('takes the whole group when nobody is chosen, and refuses a person the group does not pay', async () => {
    const { post } = run
    const everyone = await post('/run/createOffCycle', { groupId: 1, month: older, name: 'Everyone' })
    const group = await peopleOfGroup(run.gateway.ctx.db, 1, 1, older)
    expect((await post('/run/detail', { id: everyone.result.id })).result.run.headcount).toBe(group.length)
    const stranger = await post('/run/createOffCycle', { groupId: 1, month: older, name: 'X', employeeIds: [999999] })
    expect(stranger.code).toBe(410918)
  })

  it('refuses negative, too long and too precise amounts', async () => {
    const { post, person } = run
    const set = (value: string) =>
      post('/run/setInputs', { id: offCycleId, employeeId: person.id, values: { annualBonus: value } }, run.hr, en)
    expect(await set('-5')).toMatchObject({ code: 410926, msg: 'The amount of Annual bonus may not be negative' })
    expect((await set('1234567890123')).code).not.toBe(0)
    expect((await set('12.345')).code).not.toBe(0)
    expect((await run.lineOf(offCycleId)).inputs).toBe('{}')
  })

  it('waits while the regular run of the month with the same person is calculated but not locked', async () => {
    const answer = await run.post('/run/calculate', { id: offCycleId }, run.hr, en)
    expect(answer.code).toBe(410925)
    expect(answer.msg).toContain(run.person.name)
    await approveRun(run, regularId)
  })

  it("pays the input items only, without social insurance, the tax being the month's cumulative tax less the regular run's", async () => {
    const { post, person, lineOf } = run
    const values = { annualBonus: '12000', bonus: '3000' }
    expect((await post('/run/setInputs', { id: offCycleId, employeeId: person.id, values })).code).toBe(0)
    expect((await post('/run/calculate', { id: offCycleId })).code).toBe(0)
    const line = await lineOf(offCycleId)
    const items = (JSON.parse(line.detail) as { items: Item[] }).items
    expect(items.every((item) => ['bonus', 'annualBonus', 'otherDeduction'].includes(item.code))).toBe(true)
    expect(Number(line.gross_fen)).toBe(1_500_000)
    expect(Number(line.social_fen)).toBe(0)
    const regular = JSON.parse((await lineOf(regularId)).tax_record) as MonthTax
    const tax = JSON.parse(line.tax_record) as MonthTax
    // One month: the basic deduction and social insurance of the regular run, its income plus 3,000, less its tax.
    const withheld = (Number(regular.withheldBefore) + Number(regular.tax)).toFixed(2)
    expect(tax).toMatchObject({ ytdBasic: regular.ytdBasic, ytdSocial: regular.ytdSocial, withheldBefore: withheld })
    expect(Number(tax.ytdIncome)).toBeCloseTo(Number(regular.ytdIncome) + 3000, 2)
    expect(Number(tax.tax)).toBeCloseTo(Number(tax.ytdTax) - Number(withheld), 2)
    // The annual bonus on its own, the first of the year: 12,000 ÷ 12 = 1,000 → 3 %: 360.
    expect(tax.bonus).toEqual({ amount: '12000.00', method: 'separate', tax: '360.00' })
    expect(Number(line.tax_fen)).toBe(Math.round((Number(tax.tax) + 360) * 100))
    expect(Number(line.net_fen)).toBe(1_500_000 - Number(line.tax_fen))
  })

  it('comes to the same figures when calculated twice', async () => {
    const figures = async () => {
      const { calculated_at: _, ...line } = await run.lineOf(offCycleId)
      return line
    }
    const first = await figures()
    expect((await run.post('/run/calculate', { id: offCycleId })).code).toBe(0)
    expect(await figures()).toEqual(first)
  })

  it('leaves the run as it was when the calculation fails part way', async () => {
    const before = await run.lineOf(offCycleId)
    const failing: PayrollProviders = {
      contributionsOf: async () => new Map(),
      withholdMonth: async () => {
        throw new Error('tax service down')
      },
      recordMonth: async () => undefined,
    }
    const options = { actor: { id: 3, name: 'hr' }, now: run.gateway.ctx.now() + 1, lang: 'en' as const }
    await expect(
      calculateAnyRun(run.gateway.ctx.db, 1, offCycleId, { ...options, providers: failing }),
    ).rejects.toThrow('tax service down')
    expect(await run.lineOf(offCycleId)).toEqual(before)
  })
})
