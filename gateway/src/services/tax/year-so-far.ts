import { specialByKind, totalOf, type MonthlyKind } from './deductions'
import type { YearSoFar } from './engine'
import { ZERO, moneyOfFen, type Money } from '../../core/money'
import { countedMonths, type Employment } from './counted-months'
import type { EtaxWithholdingTable } from './tables'
import type { Declaration } from './types'

/**
 * What a person's year holds before month `month` (1–12): the earlier recorded months of the year, the basic 5,000s
 * and the declared deductions in force over the months counted (countedMonths: employment, HR's mark, the system's
 * first month of the year, `month` when none).
 */
export function yearSoFar(
  records: EtaxWithholdingTable[],
  declarations: Declaration[],
  month: number,
  employment: Employment,
  systemFirst: number | null,
): YearSoFar & { special: Record<MonthlyKind, Money> } {
  let earlierIncome = ZERO
  let earlierSocial = ZERO
  let withheldBefore = ZERO
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
  const { figuresFrom, basicFrom } = countedMonths(month, employment, earlier, systemFirst ?? month)
  const special = specialByKind(declarations, figuresFrom, month)
  return {
    months: month - basicFrom + 1,
    earlierIncome,
    earlierSocial,
    withheldBefore,
    ytdSpecial: totalOf(special),
    special,
  }
}
