import { describe, expect, it } from 'vitest'
import { policyOf, type Policy } from './policy'
import { accruedBy, yearShare } from './share'

const statutory: Policy = {
  ...policyOf({
    entitlement: 'statutory',
    entitlement_days: 0,
    entitlement_table: null,
    accrual: 'yearly',
    prorate: 1,
    carry_days: 0,
    carry_expiry: null,
    count_days: 'working',
    allow_negative: 0,
    year_end: 'expire',
    contract_types: null,
  }),
}

describe("a person's share of a year", () => {
  it('gives a 1 July joiner with 3, 12 and 25 years of work 2, 5 and 7 days of statutory annual leave', () => {
    const joiner = (years: number) => ({ entry: '2026-07-01', leave: null, workStart: `${2026 - years}-07-01` })
    expect([3, 12, 25].map((years) => yearShare(statutory, joiner(years), 2026)?.amount)).toEqual([200, 500, 700])
  })

  it('gives a 30 September leaver with 5 years of work 3 days, and the full year to someone staying', () => {
    const person = { entry: '2020-03-01', leave: '2026-09-30', workStart: '2021-01-01' }
    expect(yearShare(statutory, person, 2026)).toMatchObject({ from: '2026-01-01', to: '2026-09-30', amount: 300 })
    expect(yearShare(statutory, { ...person, leave: null }, 2026)?.amount).toBe(500)
  })

  it('starts the statutory annual leave only once a whole year of work is done, prorated from that day', () => {
    // Work began on 1 April 2026: a year of work on 1 April 2027, 275 days of that year left: 275 ÷ 365 × 5 = 3.77.
    const first = { entry: '2026-04-01', leave: null, workStart: null }
    expect(yearShare(statutory, first, 2026)).toBeNull()
    expect(yearShare(statutory, first, 2027)?.amount).toBe(300)
  })

  it('gives a fixed, unprorated type in full, and nothing before the entry year', () => {
    const maternity = { ...statutory, entitlement: 'fixed' as const, days: 98, prorate: false }
    const person = { entry: '2026-11-01', leave: null, workStart: null }
    expect(yearShare(maternity, person, 2026)?.amount).toBe(9800)
    expect(yearShare(maternity, person, 2025)).toBeNull()
  })

  it("reads HR's table by years of work", () => {
    const table = {
      ...statutory,
      entitlement: 'table' as const,
      table: [
        { years: 0, days: 6 },
        { years: 5, days: 8 },
      ],
    }
    expect(yearShare(table, { entry: '2010-01-01', leave: null, workStart: '2023-01-01' }, 2026)?.amount).toBe(600)
    expect(yearShare(table, { entry: '2010-01-01', leave: null, workStart: '2021-01-01' }, 2026)?.amount).toBe(800)
  })

  it('accrues a twelfth a month, rounded down to half days', () => {
    const share = yearShare(statutory, { entry: '2010-01-01', leave: null, workStart: '2010-01-01' }, 2026)!
    expect([1, 2, 3, 6, 12].map((month) => accruedBy(share, month))).toEqual([50, 150, 250, 500, 1000])
  })
})
