import type { Db } from '../../core/db/types'
import { illnessOf, specialByKind, totalOf } from './deductions'
import { settlementOf } from './engine'
import { ZERO, moneyOfFen, amountOf } from '../../core/money'
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
      income = income.plus(moneyOfFen(row.income_fen)).plus(combined ? moneyOfFen(row.bonus_fen) : ZERO)
      social = social.plus(moneyOfFen(row.social_fen))
      withheld = withheld.plus(moneyOfFen(row.tax_fen))
      if (!combined) {
        bonus = bonus.plus(moneyOfFen(row.bonus_fen))
        bonusTax = bonusTax.plus(moneyOfFen(row.bonus_tax_fen))
      }
    }
    const mine = declarations.get(person.employeeId) ?? []
    const special = totalOf(specialByKind(mine, 1, 12))
    const illness = illnessOf(mine)
    const settlement = settlementOf({ income, social, special, illness, withheld })
    return {
      ...person,
      months: new Set(rows.map((r) => r.month)).size,
      income: amountOf(income),
      social: amountOf(social),
      special: amountOf(special),
      illness: amountOf(illness),
      withheld: amountOf(withheld),
      separateBonus: amountOf(bonus),
      separateBonusTax: amountOf(bonusTax),
      ...settlement,
    }
  })
}
