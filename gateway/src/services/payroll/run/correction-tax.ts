import { Money, amountOf, moneyOf } from '../../../core/money'
import type { PaidSoFar } from './correction-base'
import type { MonthTax } from './providers'

/**
 * The withholding record of a correction: the difference between the month's tax as corrected (`corrected`, computed
 * without the corrected run and its corrections) and what they withheld. Its `tax` may be negative (tax given back);
 * the year-to-date figures are the corrected ones, so recording it (services/tax recordMonth) stores the differences of
 * income, social insurance, bonus and tax, and later months build on the corrected year. `reverse`: the tax withheld
 * is given back exactly, as every figure of the line is negated.
 */
export function differenceTax(corrected: MonthTax, sofar: PaidSoFar['tax'], reverse: boolean): MonthTax {
  const bonus = (corrected.bonus ? moneyOf(corrected.bonus.amount) : new Money(0)).minus(sofar.bonus)
  const bonusTax = reverse
    ? sofar.bonusTax.negated()
    : (corrected.bonus ? moneyOf(corrected.bonus.tax) : new Money(0)).minus(sofar.bonusTax)
  const tax = reverse ? sofar.wage.negated() : moneyOf(corrected.tax).minus(sofar.wage)
  const method = corrected.bonus?.method ?? sofar.bonusMethod ?? 'separate'
  return {
    ...corrected,
    withheldBefore: amountOf(moneyOf(corrected.withheldBefore).plus(sofar.wage)),
    tax: amountOf(tax),
    bonus:
      bonus.isZero() && bonusTax.isZero()
        ? null
        : {
            amount: amountOf(bonus),
            method,
            tax: amountOf(bonusTax),
            ...(corrected.bonus?.separateIn ? { separateIn: corrected.bonus.separateIn } : {}),
          },
  }
}
