import type { Db } from '../../core/db/types'
import { withholdingOf } from './engine'
import { moneyOf } from '../../core/money'
import { employmentOf, systemFirstMonth } from './employment'
import { bonusMethodsOf, declarationsOf, recordsOf, separateBonusMonth, sixtyThousandOf } from './store'
import { openingBonusMonth, openingsOf } from './opening'
import type { MonthIncome, MonthTax } from './types'
import { yearSoFar } from './year-so-far'

/** 'YYYY-MM' split into the year and the month (1–12); throws on anything else (the caller's mistake). */
export function monthParts(month: string): { year: number; month: number } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (!match) throw new Error(`not a month: ${month}`)
  return { year: Number(match[1]), month: Number(match[2]) }
}

/** The month after 'YYYY-MM'. */
export function monthAfter(month: string): string {
  const { year, month: m } = monthParts(month)
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`
}

/**
 * The month's withholding for each person by the cumulative method: reads the year's recorded months before it and the
 * month's own earlier runs (etax_withholding; every run of a month is one month: its income adds to the month's, the
 * basic and special deductions count once, the tax is the cumulative tax less all withheld so far; `except`: runs left
 * out, as the run being calculated or the runs a correction replaces), the deductions each person declared for the months so far, their bonus method (a bonus is taxed on
 * its own once a year: after that, added to the wages), what counts the months of the basic deduction (entry date, HR's
 * mark of no earlier wage income, the system's first month), HR's flag of the 60,000 rule and the opening balance of a
 * company that started mid-year (opening.ts).
 */
export async function withholdMonth(
  db: Db,
  tenantId: number,
  month: string,
  people: MonthIncome[],
  except: number[] = [],
): Promise<Map<number, MonthTax>> {
  const { year, month: m } = monthParts(month)
  const ids = [...new Set(people.map((p) => p.employeeId))]
  const [records, declarations, methods, employment, systemFirst, sixty, openings] = await Promise.all([
    recordsOf(db, tenantId, `${year}-01`, monthAfter(month), ids, except),
    declarationsOf(db, tenantId, year, ids),
    bonusMethodsOf(db, tenantId, year, ids),
    employmentOf(db, tenantId, year, ids),
    systemFirstMonth(db, tenantId, year, month),
    sixtyThousandOf(db, tenantId, year, ids),
    openingsOf(db, tenantId, year, m, ids),
  ])
  const taxes = new Map<number, MonthTax>()
  for (const person of people) {
    const id = person.employeeId
    const earlier = records.get(id) ?? []
    const opening = openings.get(id)
    const soFar = yearSoFar(earlier, declarations.get(id) ?? [], m, employment.get(id)!, systemFirst, opening)
    const pay = {
      income: moneyOf(person.income),
      social: moneyOf(person.social),
      bonus: moneyOf(person.bonus),
      method: methods.get(id) ?? 'separate',
      separateIn: openingBonusMonth(year, opening) ?? separateBonusMonth(earlier),
    }
    const tax = withholdingOf(id, month, { ...soFar, sixtyThousand: sixty.has(id) }, pay)
    taxes.set(id, person.socialParts ? { ...tax, socialParts: person.socialParts } : tax)
  }
  return taxes
}
