import { amountOf, Money, moneyOf } from '../../../core/money'
import { ANNUAL_TABLE, bracketOf } from '../../tax'

/** How a one-off compensation for ending a labour contract is taxed: the exempt part, the taxed excess and its tax. */
export interface SeveranceTax {
  /** 3 × the local average annual wage of the previous year. */
  exemptLimit: string
  exempt: string
  taxable: string
  /** The rate of the annual table the excess falls in ('0.10'). */
  rate: string
  tax: string
}

/**
 * The tax of a one-off compensation for ending a labour contract (财税〔2018〕164号 art. 5(1)): up to 3 × the local
 * average annual wage of the previous year it is exempt; the excess is taxed on its own with the annual table of
 * comprehensive income (excess × rate − quick deduction), never added to the year's wages. Exact, the tax rounded
 * half up to the fen; amounts are yuan with two places ('120000.00').
 */
export function severanceTax(compensation: string, localAnnualWage: string): SeveranceTax {
  const amount = moneyOf(compensation)
  const limit = moneyOf(localAnnualWage).times(3)
  const taxable = Money.max(amount.minus(limit), 0)
  const bracket = bracketOf(ANNUAL_TABLE, taxable)
  const tax = taxable.isZero() ? new Money(0) : taxable.times(bracket.rate).minus(bracket.quickDeduction)
  return {
    exemptLimit: amountOf(limit),
    exempt: amountOf(Money.min(amount, limit)),
    taxable: amountOf(taxable),
    rate: taxable.isZero() ? '0.00' : new Money(bracket.rate).toFixed(2),
    tax: amountOf(Money.max(tax, 0)),
  }
}
