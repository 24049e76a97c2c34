import { specialByKind, totalOf, type MonthlyKind } from './deductions'
import type { YearSoFar } from './engine'
import { ZERO, moneyOfFen, type Money } from '../../core/money'
import type { EtaxWithholdingTable } from './tables'
import type { Declaration } from './types'

/**
 * What a person's year holds before month `month` (1–12): the earlier recorded months of the year, and the declared
 * deductions in force from the first recorded month (or this month, if none) to this month.
 */
export function yearSoFar(records: EtaxWithholdingTable[], declarations: Declaration[], month: number): YearSoFar & { first: number; special: Record<MonthlyKind, Money> } {
  let first = month
  let earlierIncome = ZERO
  let earlierSocial = ZERO
  let withheldBefore = ZERO
  for (const record of records) {
    first = Math.min(first, Number(record.month.slice(5)))
    earlierIncome = earlierIncome.plus(moneyOfFen(record.income_fen)).plus(record.bonus_method === 'combined' ? moneyOfFen(record.bonus_fen) : ZERO)
    earlierSocial = earlierSocial.plus(moneyOfFen(record.social_fen))
    withheldBefore = withheldBefore.plus(moneyOfFen(record.tax_fen))
  }
  const special = specialByKind(declarations, first, month)
  return { first, months: month - first + 1, earlierIncome, earlierSocial, withheldBefore, ytdSpecial: totalOf(special), special }
}
