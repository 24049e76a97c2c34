import { describe, expect, it } from 'vitest'
import { checkClaim, type CategoryLimit, type PolicyInput, type PolicyLine } from './policy'

const categories = [
  { code: 'meals', enabled: true },
  { code: 'lodging', enabled: true },
  { code: 'office', enabled: true },
  { code: 'gifts', enabled: false },
]
const limits: CategoryLimit[] = [
  { categoryCode: 'meals', period: 'day', amount: '150.00', action: 'warn' },
  { categoryCode: 'lodging', period: 'line', amount: '500.00', action: 'refuse' },
  { categoryCode: 'lodging', period: 'line', amount: '800.00', positionId: 'manager', action: 'refuse' },
  { categoryCode: 'lodging', period: 'line', amount: '600.00', grade: 'G5', action: 'warn' },
  { categoryCode: 'office', period: 'month', amount: '1000.00', action: 'refuse' },
]

function input(lines: PolicyLine[], extra: Partial<PolicyInput> = {}): PolicyInput {
  return { lines, positionId: null, grade: null, others: [], categories, limits, today: '2026-11-28', ...extra }
}

function line(id: string, categoryCode: string, amount: string, date = '2026-11-20'): PolicyLine {
  return { id, date, categoryCode, amount }
}

describe('expense policy', () => {
  it('accepts a line exactly at its per-line limit and refuses one a cent over it', () => {
    const [at, over] = checkClaim(input([line('a', 'lodging', '500.00'), line('b', 'lodging', '500.01')]))
    expect(at.findings).toEqual([])
    expect(over.findings).toEqual([{ kind: 'over-line', limit: '500.00', over: '0.01', action: 'refuse' }])
  })

  it("sums a day's two lines and warns on the line that takes the day over its limit", () => {
    const result = checkClaim(
      input([line('a', 'meals', '100.00'), line('b', 'meals', '80.50'), line('c', 'meals', '10', '2026-11-21')]),
    )
    expect(result.map((r) => r.findings)).toEqual([
      [],
      [{ kind: 'over-day', limit: '150.00', over: '30.50', action: 'warn' }],
      [],
    ])
  })

  it("counts the employee's other claims of the same month towards the month limit", () => {
    const others = [
      { date: '2026-11-02', categoryCode: 'office', amount: '700.00' },
      { date: '2026-10-30', categoryCode: 'office', amount: '900.00' },
    ]
    const [exact, over] = checkClaim(input([line('a', 'office', '300.00'), line('b', 'office', '0.10')], { others }))
    expect(exact.findings).toEqual([])
    expect(over.findings).toEqual([{ kind: 'over-month', limit: '1000.00', over: '0.10', action: 'refuse' }])
  })

  it("applies a position's higher limit over the general one, and a grade's when no position limit fits", () => {
    const lines = [line('a', 'lodging', '750.00')]
    expect(checkClaim(input(lines, { positionId: 'manager', grade: 'G5' }))[0].findings).toEqual([])
    expect(checkClaim(input(lines, { positionId: 'clerk', grade: 'G5' }))[0].findings).toEqual([
      { kind: 'over-line', limit: '600.00', over: '150.00', action: 'warn' },
    ])
    expect(checkClaim(input(lines))[0].findings).toEqual([
      { kind: 'over-line', limit: '500.00', over: '250.00', action: 'refuse' },
    ])
  })

  it('refuses a future date, more than two decimals, zero or negative amounts and a disabled category', () => {
    const result = checkClaim(
      input([
        line('future', 'meals', '10.00', '2026-11-29'),
        line('decimals', 'office', '10.001'),
        line('zero', 'office', '0'),
        line('negative', 'office', '-5.00'),
        line('disabled', 'gifts', '10.00'),
      ]),
    )
    expect(result.map((r) => r.findings.map((f) => f.kind))).toEqual([
      ['future-date'],
      ['too-many-decimals'],
      ['bad-amount'],
      ['bad-amount'],
      ['category-disabled'],
    ])
  })
})
