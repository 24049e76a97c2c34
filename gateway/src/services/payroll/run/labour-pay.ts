import type Decimal from 'decimal.js'
import { Money } from '../../../core/money'
import { labourWithholding, type LabourPayment } from '../../tax'
import type { LineDetail } from '../types'

/** A profile that pays labour remuneration (劳务报酬) to a non-employee, not wages. */
export const isLabourPayee = (profile: { payee_type?: string }) => profile.payee_type === 'labour'

/**
 * A labour payee's payment of the month and its withholding (services/tax labourWithholding: less 800 or 20 %, the
 * 20/30/40 % table): the taxable earnings less the pre-tax deductions, a bonus item included (no annual bonus method
 * for remuneration), never below 0.
 */
export function labourPaymentOf(
  employeeId: number,
  month: string,
  sums: { income: Decimal; bonus: Decimal },
): LabourPayment {
  return { employeeId, month, ...labourWithholding(Money.max(sums.income.plus(sums.bonus), 0)) }
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
