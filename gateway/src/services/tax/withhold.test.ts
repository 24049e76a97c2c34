import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../core/db/types'
import type { MonthTax } from '.'
import {
  BONUS_COMBINED,
  FIRST_INCOME,
  FIRST_PAID_LATER,
  FROM_APRIL,
  JOINER,
  STEADY,
  WITH_DEDUCTIONS,
} from './testing/worked-examples'
import {
  STEADY_ID,
  DEDUCTIONS_ID,
  JOINER_ID,
  SEPARATE_ID,
  COMBINED_ID,
  FIRST_INCOME_ID,
  PAID_LATER_ID,
  FROM_APRIL_ID,
  ADOPTED_STEADY_ID,
  ADOPTED_MARKED_ID,
  figures,
  openTaxDatabase,
  withholdYear,
} from './testing/year-of-pay'

describe('withholdMonth and recordMonth over a year: the worked examples', () => {
  let db: Db
  let close: () => Promise<void>
  let byPerson: Map<number, MonthTax[]>

  beforeAll(async () => {
    ;({ db, close } = await openTaxDatabase())
    byPerson = await withholdYear(db)
  })
  afterAll(() => close?.())

  it('(a) withholds a steady salary as computed by hand', () => {
    expect(figures(byPerson.get(STEADY_ID)!)).toEqual(STEADY)
  })

  it("(b) deducts children's education and elderly support declared for the year, never the serious illness amount", () => {
    expect(figures(byPerson.get(DEDUCTIONS_ID)!)).toEqual(WITH_DEDUCTIONS)
    expect(byPerson.get(DEDUCTIONS_ID)![11].ytdSpecial).toBe('60000.00')
  })

  it('(c) counts a July joiner who had wage income elsewhere from the month they joined', () => {
    expect(figures(byPerson.get(JOINER_ID)!)).toEqual(JOINER)
    expect(byPerson.get(JOINER_ID)![5]).toMatchObject({ month: '2026-12', ytdBasic: '30000.00', ytdSocial: '18740.70' })
  })

  it("(d) taxes March's 60,000 bonus by each person's method: separate 5,790.00 beside the wages, combined inside them", () => {
    expect(figures(byPerson.get(SEPARATE_ID)!)).toEqual(STEADY)
    expect(byPerson.get(SEPARATE_ID)![2].bonus).toEqual({ amount: '60000.00', method: 'separate', tax: '5790.00' })
    expect(figures(byPerson.get(COMBINED_ID)!)).toEqual(BONUS_COMBINED)
    expect(byPerson.get(COMBINED_ID)![2].bonus).toEqual({ amount: '60000.00', method: 'combined', tax: '0.00' })
  })

  it('(e) counts the basic deduction from January for a July joiner marked as having had no wage income earlier this year', () => {
    expect(figures(byPerson.get(FIRST_INCOME_ID)!)).toEqual(FIRST_INCOME)
    expect(byPerson.get(FIRST_INCOME_ID)!.map((t) => t.ytdBasic)).toEqual([
      '35000.00',
      '40000.00',
      '45000.00',
      '50000.00',
      '55000.00',
      '60000.00',
    ])
  })

  it('(f) counts from the month of joining when the first pay comes a month later', () => {
    expect(figures(byPerson.get(PAID_LATER_ID)!)).toEqual(FIRST_PAID_LATER)
    expect(byPerson.get(PAID_LATER_ID)![0]).toMatchObject({ month: '2026-08', ytdBasic: '10000.00' })
  })

  it('(g) counts from January for someone employed all year whose first pay here is in April', () => {
    expect(figures(byPerson.get(FROM_APRIL_ID)!)).toEqual(FROM_APRIL)
    expect(byPerson.get(FROM_APRIL_ID)![0]).toMatchObject({
      month: '2026-04',
      ytdBasic: '20000.00',
      ytdIncome: '20000.00',
    })
  })

  it('(h) starts every figure at the first month the company withheld in the system when it moved to it in June', () => {
    // Employed since 2020: June is counted as the first month, as STEADY's January.
    expect(figures(byPerson.get(ADOPTED_STEADY_ID)!)).toEqual(STEADY.slice(0, 7))
    expect(byPerson.get(ADOPTED_STEADY_ID)![0]).toMatchObject({ month: '2026-06', ytdBasic: '5000.00' })
    // Joined in March with HR's mark: March to May are not in the system, so the mark cannot apply and June starts the count.
    expect(figures(byPerson.get(ADOPTED_MARKED_ID)!)).toEqual(STEADY.slice(0, 7))
  })
})
