import { specialByKind, totalOf, type MonthlyKind } from './deductions'
import type { YearSoFar } from './engine'
import { ZERO, moneyOfFen, type Money } from '../../core/money'
import { countedMonths, type Employment } from './counted-months'
import type { EtaxWithholdingTable } from './tables'
import type { Opening } from './opening'
import type { Declaration } from './types'

/**
 * What a person's year holds before month `month` (1–12): the earlier recorded months of the year, the basic 5,000s
 * and the declared deductions in force over the months counted (countedMonths: employment, HR's mark, the system's
 * first month of the year, `month` when none). An opening balance (the figures before the first month the product paid)
 * is added to them: the product's own figures then start after its last month, and its months of the basic 5,000 count
 * before those the product counts.
 */
export function yearSoFar(
  records: EtaxWithholdingTable[],
  declarations: Declaration[],
  month: number,
  employment: Employment,
  systemFirst: number | null,
  opening?: Opening,
): YearSoFar & { special: Record<MonthlyKind, Money> } {
  let earlierIncome = opening?.income ?? ZERO
  let earlierSocial = opening?.social ?? ZERO
  let withheldBefore = opening?.tax ?? ZERO
  for (const record of records) {
    earlierIncome = earlierIncome
      .plus(moneyOfFen(record.income_fen))
      .plus(record.bonus_method === 'combined' ? moneyOfFen(record.bonus_fen) : ZERO)
    earlierSocial = earlierSocial.plus(moneyOfFen(record.social_fen))
    withheldBefore = withheldBefore.plus(moneyOfFen(record.tax_fen))
  }
  const earlier = records.map((record) => ({
    month: Number(record.month.slice(5)),
    incomeFen: Number(record.income_fen),
  }))
  const counted = countedMonths(month, employment, earlier, systemFirst ?? month)
  const figuresFrom = opening ? Math.max(counted.figuresFrom, opening.through + 1) : counted.figuresFrom
  const special = specialByKind(declarations, figuresFrom, month)
  return {
    months: opening ? opening.basicMonths + month - figuresFrom + 1 : month - counted.basicFrom + 1,
    earlierIncome,
    earlierSocial,
    withheldBefore,
    ytdSpecial: opening ? totalOf(special).plus(opening.deductions) : totalOf(special),
    special,
  }
}
