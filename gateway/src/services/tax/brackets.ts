import type { Money } from '../../core/money'

/** One bracket of a rate table: up to `upTo` (inclusive; null: no limit), the rate and the quick deduction. */
export interface Bracket {
  upTo: number | null
  rate: string
  quickDeduction: number
}

/**
 * The annual table of comprehensive income (综合所得税率表), used by the cumulative withholding of wages
 * (居民个人工资、薪金所得预扣预缴率表) on the year-to-date taxable income, and by the annual settlement.
 */
export const ANNUAL_TABLE: readonly Bracket[] = [
  { upTo: 36_000, rate: '0.03', quickDeduction: 0 },
  { upTo: 144_000, rate: '0.10', quickDeduction: 2_520 },
  { upTo: 300_000, rate: '0.20', quickDeduction: 16_920 },
  { upTo: 420_000, rate: '0.25', quickDeduction: 31_920 },
  { upTo: 660_000, rate: '0.30', quickDeduction: 52_920 },
  { upTo: 960_000, rate: '0.35', quickDeduction: 85_920 },
  { upTo: null, rate: '0.45', quickDeduction: 181_920 },
]

/** The monthly table (按月换算后的综合所得税率表): the annual one-off bonus taxed on its own picks its rate here by bonus ÷ 12. */
export const MONTHLY_TABLE: readonly Bracket[] = [
  { upTo: 3_000, rate: '0.03', quickDeduction: 0 },
  { upTo: 12_000, rate: '0.10', quickDeduction: 210 },
  { upTo: 25_000, rate: '0.20', quickDeduction: 1_410 },
  { upTo: 35_000, rate: '0.25', quickDeduction: 2_660 },
  { upTo: 55_000, rate: '0.30', quickDeduction: 4_410 },
  { upTo: 80_000, rate: '0.35', quickDeduction: 7_160 },
  { upTo: null, rate: '0.45', quickDeduction: 15_160 },
]

/** The bracket `amount` falls in (the first whose limit it does not exceed). */
export function bracketOf(table: readonly Bracket[], amount: Money): Bracket {
  return table.find((b) => b.upTo === null || amount.lessThanOrEqualTo(b.upTo)) ?? table[table.length - 1]
}
