import type { Db } from '../../core/db/types'
import { illnessOf, specialByKind, totalOf } from './deductions'
import { settlementOf } from './engine'
import { ZERO, fromFen, text2 } from './money'
import type { Person, PersonRecord } from './scoped-records'
import { declarationsOf } from './store'

/**
 * Each person's year from the recorded months: wage income (combined bonuses in), social insurance and housing fund,
 * the wage tax withheld, the separate bonuses and their tax; and the annual settlement of the wage income with the
 * special additional deductions of the whole year and the serious illness amount, against what was withheld.
 */
export async function annualSummary(db: Db, tenantId: number, year: number, records: PersonRecord[]) {
  const byPerson = new Map<number, { person: Person; rows: PersonRecord['row'][] }>()
  for (const { person, row } of records) {
    const entry = byPerson.get(person.employeeId) ?? { person, rows: [] }
    entry.rows.push(row)
    byPerson.set(person.employeeId, entry)
  }
  const declarations = await declarationsOf(db, tenantId, year, [...byPerson.keys()])
  return [...byPerson.values()].map(({ person, rows }) => {
    let income = ZERO
    let social = ZERO
    let withheld = ZERO
    let bonus = ZERO
    let bonusTax = ZERO
    for (const row of rows) {
      const combined = row.bonus_method === 'combined'
      income = income.plus(fromFen(row.income_fen)).plus(combined ? fromFen(row.bonus_fen) : ZERO)
      social = social.plus(fromFen(row.social_fen))
      withheld = withheld.plus(fromFen(row.tax_fen))
      if (!combined) { bonus = bonus.plus(fromFen(row.bonus_fen)); bonusTax = bonusTax.plus(fromFen(row.bonus_tax_fen)) }
    }
    const mine = declarations.get(person.employeeId) ?? []
    const special = totalOf(specialByKind(mine, 1, 12))
    const illness = illnessOf(mine)
    const settlement = settlementOf({ income, social, special, illness, withheld })
    return {
      ...person, months: new Set(rows.map((r) => r.month)).size,
      income: text2(income), social: text2(social), special: text2(special), illness: text2(illness), withheld: text2(withheld),
      separateBonus: text2(bonus), separateBonusTax: text2(bonusTax), ...settlement,
    }
  })
}
