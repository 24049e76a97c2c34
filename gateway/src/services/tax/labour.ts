import { type Bracket, bracketOf } from './brackets'
import { Money, ZERO, amountOf, type Money as M } from '../../core/money'

/**
 * The withholding rate table of labour remuneration (劳务报酬所得预扣率表, 预扣率表二), on the taxable amount of one
 * payment: up to 20,000 20 %; up to 50,000 30 % less 2,000; above 40 % less 7,000.
 */
export const LABOUR_TABLE: readonly Bracket[] = [
  { upTo: 20_000, rate: '0.20', quickDeduction: 0 },
  { upTo: 50_000, rate: '0.30', quickDeduction: 2_000 },
  { upTo: null, rate: '0.40', quickDeduction: 7_000 },
]

/** Income up to this amount is reduced by 800; above it by 20 %. */
const FLAT_EXPENSE_LIMIT = 4_000
const FLAT_EXPENSE = 800
const EXPENSE_SHARE = '0.80'

/** One labour remuneration payment's withholding, as decimal strings with two places. */
export interface LabourTax {
  income: string
  /** The income less its expenses (800, or 20 % above 4,000), never below 0. */
  taxable: string
  rate: string
  quickDeduction: string
  /** taxable × rate − quick deduction, rounded half up to the fen, never below 0. */
  tax: string
}

/**
 * The tax to withhold on one payment of labour remuneration to a resident (国家税务总局公告2018年第61号 art. 8–9):
 * income up to 4,000 less 800, above it × 80 %; the taxable amount by the table above. Exact decimals; only the tax is
 * rounded, half up to the fen.
 */
export function labourWithholding(income: M): LabourTax {
  if (income.isNegative()) throw new Error(`labour remuneration below 0: ${income.toString()}`)
  const expensesOff = income.lessThanOrEqualTo(FLAT_EXPENSE_LIMIT)
    ? income.minus(FLAT_EXPENSE)
    : income.times(EXPENSE_SHARE)
  const taxable = Money.max(ZERO, expensesOff)
  const bracket = bracketOf(LABOUR_TABLE, taxable)
  const tax = Money.max(ZERO, taxable.times(bracket.rate).minus(bracket.quickDeduction))
  return {
    income: amountOf(income),
    taxable: amountOf(taxable),
    rate: bracket.rate,
    quickDeduction: amountOf(new Money(bracket.quickDeduction)),
    tax: amountOf(tax),
  }
}
