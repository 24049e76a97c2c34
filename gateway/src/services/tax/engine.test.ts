import { describe, expect, it } from 'vitest'
import { separateBonusTax, settlementOf, withholdingOf } from './engine'
import { Money, ZERO } from '../../core/money'
import { BONUS_COMBINED, JOINER, STEADY, WITH_DEDUCTIONS } from './testing/worked-examples'
import type { BonusMethod, MonthTax } from './types'

// Worked examples of the cumulative withholding method, checked to the fen against figures computed by hand (the
// comments beside each month); the loop below only carries each month's results into the next, as the records do.

interface Month {
  income: string
  social: string
  special?: string
  bonus?: string
}

function runYear(first: number, months: Month[], method: BonusMethod = 'separate'): MonthTax[] {
  let earlierIncome = ZERO
  let earlierSocial = ZERO
  let withheldBefore = ZERO
  let ytdSpecial = ZERO
  return months.map((pay, index) => {
    const month = first + index
    ytdSpecial = ytdSpecial.plus(pay.special ?? '0')
    const bonus = new Money(pay.bonus ?? '0')
    const tax = withholdingOf(
      1,
      `2026-${String(month).padStart(2, '0')}`,
      { months: index + 1, earlierIncome, earlierSocial, withheldBefore, ytdSpecial },
      { income: new Money(pay.income), social: new Money(pay.social), bonus, method },
    )
    earlierIncome = earlierIncome.plus(pay.income).plus(method === 'combined' ? bonus : 0)
    earlierSocial = earlierSocial.plus(pay.social)
    withheldBefore = withheldBefore.plus(tax.tax)
    return tax
  })
}

/** [year-to-date taxable, rate, year-to-date tax, withheld this month] of each month. */
const figures = (taxes: MonthTax[]) => taxes.map((t) => [t.ytdTaxable, t.rate, t.ytdTax, t.tax])
const twelve = (month: Month) => Array.from({ length: 12 }, () => month)

describe('the cumulative withholding engine', () => {
  it('withholds a steady salary of 20,000 with 2,000 social insurance month by month (14,280.00 in the year)', () => {
    expect(figures(runYear(1, twelve({ income: '20000.00', social: '2000.00' })))).toEqual(STEADY)
  })

  it("withholds the same salary less children's education 2,000 and elderly support 3,000 (7,080.00 in the year)", () => {
    expect(figures(runYear(1, twelve({ income: '20000.00', social: '2000.00', special: '5000.00' })))).toEqual(
      WITH_DEDUCTIONS,
    )
  })

  it('counts a July joiner from July only, rounding each cumulative tax half up to the fen (10,605.93 in the year)', () => {
    const taxes = runYear(
      7,
      Array.from({ length: 6 }, () => ({ income: '30000.00', social: '3123.45' })),
    )
    expect(figures(taxes)).toEqual(JOINER)
    expect(taxes[5]).toMatchObject({
      ytdIncome: '180000.00',
      ytdBasic: '30000.00',
      ytdSocial: '18740.70',
      withheldBefore: '8418.28',
    })
  })

  it('taxes a 60,000 bonus of March separately: 60,000 ÷ 12 = 5,000 → 10%, 6,000 − 210 = 5,790.00; the wages as (a)', () => {
    const taxes = runYear(
      1,
      twelve({ income: '20000.00', social: '2000.00' }).map((m, i) => (i === 2 ? { ...m, bonus: '60000.00' } : m)),
    )
    expect(figures(taxes)).toEqual(STEADY)
    expect(taxes[2].bonus).toEqual({ amount: '60000.00', method: 'separate', tax: '5790.00' })
    expect(taxes.filter((t) => t.bonus).length).toBe(1)
  })

  it('taxes the same bonus combined with March wages: 6,600.00 in March and 26,280.00 in the year, the bonus inside the wage tax', () => {
    const taxes = runYear(
      1,
      twelve({ income: '20000.00', social: '2000.00' }).map((m, i) => (i === 2 ? { ...m, bonus: '60000.00' } : m)),
      'combined',
    )
    expect(figures(taxes)).toEqual(BONUS_COMBINED)
    expect(taxes[2].bonus).toEqual({ amount: '60000.00', method: 'combined', tax: '0.00' })
    expect(taxes[2].ytdIncome).toBe('120000.00')
  })

  it('never withholds below zero: an excess withheld earlier stays in the cumulative figures', () => {
    // January 390 withheld; February's income falls to 5,000 and deductions of 5,000 a month start from January.
    const taxes = runYear(1, [
      { income: '20000.00', social: '2000.00' }, // 13,000 × 3% = 390
      { income: '5000.00', social: '2000.00', special: '10000.00' }, // 25,000 − 10,000 − 4,000 − 10,000 = 1,000 → 30 < 390: 0
      { income: '20000.00', social: '2000.00', special: '5000.00' }, // 45,000 − 15,000 − 6,000 − 15,000 = 9,000 → 270 < 390: 0
      { income: '20000.00', social: '2000.00', special: '5000.00' }, // 65,000 − 20,000 − 8,000 − 20,000 = 17,000 → 510 − 390 = 120
    ])
    expect(figures(taxes)).toEqual([
      ['13000.00', '0.03', '390.00', '390.00'],
      ['1000.00', '0.03', '30.00', '0.00'],
      ['9000.00', '0.03', '270.00', '0.00'],
      ['17000.00', '0.03', '510.00', '120.00'],
    ])
  })

  it('picks the separate bonus rate by bonus ÷ 12 in the monthly table, at the edges', () => {
    expect(separateBonusTax(new Money('36000.00')).toFixed(2)).toBe('1080.00') // 3,000 → 3%
    expect(separateBonusTax(new Money('36000.12')).toFixed(2)).toBe('3390.01') // 3,000.01 → 10%: 3,600.012 − 210 = 3,390.012
    expect(separateBonusTax(new Money('1200000.00')).toFixed(2)).toBe('524840.00') // 100,000 → 45%: 540,000 − 15,160
  })

  it('settles a year: the July joiner gets the whole 60,000 basic deduction back', () => {
    // 180,000 − 60,000 − 18,740.70 = 101,259.30 × 10% − 2,520 = 7,605.93; withheld 10,605.93 → refund 3,000.00.
    const year = settlementOf({
      income: new Money('180000.00'),
      social: new Money('18740.70'),
      special: ZERO,
      illness: ZERO,
      withheld: new Money('10605.93'),
    })
    expect(year).toMatchObject({ taxable: '101259.30', rate: '0.10', tax: '7605.93', difference: '-3000.00' })
  })
})
