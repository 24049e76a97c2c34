import type Decimal from 'decimal.js'
import { amountOf, Money, moneyOf, ZERO } from '../../../core/money'
import { labourWithholding, type LabourPayment } from '../../tax'
import type { LineDetail } from '../types'

/** A profile that pays labour remuneration (劳务报酬) to a non-employee, not wages. */
export const isLabourPayee = (profile: { payee_type?: string }) => profile.payee_type === 'labour'

/** What the month's other runs paid a labour payee and withheld (services/tax labourPaidInMonth). */
export type EarlierLabour = { income: Decimal; tax: Decimal }

/**
 * A labour payee's payment in a run and its withholding (services/tax labourWithholding: less 800 or 20 %, the
 * 20/30/40 % table): the taxable earnings less the pre-tax deductions, a bonus item included (no annual bonus method
 * for remuneration), never below 0. A month's payments are one payment: the withholding is worked on the month's whole
 * (`earlier` runs' and this one's) and this run withholds the rest; `taxable` and `rate` are the month's whole.
 */
export function labourPaymentOf(
  employeeId: number,
  month: string,
  sums: { income: Decimal; bonus: Decimal },
  earlier: EarlierLabour = { income: ZERO, tax: ZERO },
): LabourPayment {
  const income = Money.max(sums.income.plus(sums.bonus), 0)
  const whole = labourWithholding(income.plus(earlier.income))
  const tax = Money.max(moneyOf(whole.tax).minus(earlier.tax), 0)
  return { employeeId, month, ...whole, income: amountOf(income), tax: amountOf(tax) }
}

/**
 * A correction's labour payment: the difference `change` of the remuneration the corrected run paid (`paid`, with its
 * earlier corrections), withheld on the month's corrected whole with the month's `others` runs, less what was withheld
 * so far (negative: tax given back). A reversal gives back exactly what was paid and withheld.
 */
export function labourCorrectionOf(
  employeeId: number,
  month: string,
  paid: EarlierLabour,
  change: Decimal,
  others: EarlierLabour = { income: ZERO, tax: ZERO },
  reverse = false,
): LabourPayment {
  const income = reverse ? paid.income.negated() : change
  const corrected = Money.max(paid.income.plus(income), 0)
  const whole = labourWithholding(corrected.plus(others.income))
  const due = reverse ? ZERO : Money.max(moneyOf(whole.tax).minus(others.tax), 0)
  return { employeeId, month, ...whole, income: amountOf(income), tax: amountOf(due.minus(paid.tax)) }
}

/** The line's tax detail of a labour payment: no cumulative figures; `labour` holds the payment's own. */
export function labourTaxDetail(payment: LabourPayment): LineDetail['tax'] {
  return {
    income: payment.income,
    ytdIncome: payment.income,
    ytdTaxable: payment.taxable,
    ytdTax: payment.tax,
    withheld: payment.tax,
    bonus: null,
    labour: payment,
  }
}

/** The labour payments of a run's lines, from their detail (lock: recorded apart from the wage records). */
export function labourPaymentsOf(lines: Array<{ detail: string }>): LabourPayment[] {
  return lines.flatMap((line) => {
    const labour = (JSON.parse(line.detail) as LineDetail).tax?.labour
    return labour ? [labour] : []
  })
}
