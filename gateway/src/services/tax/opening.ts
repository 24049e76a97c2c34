import type { Db } from '../../core/db/types'
import { moneyOfFen, type Money } from '../../core/money'
import { chunks } from './store'
import type { EtaxOpeningTable } from './tables'

/**
 * A person's figures of a year before the first month the product pays (a company that starts mid-year): what the
 * cumulative withholding of the later months starts from.
 */
export interface Opening {
  /** The last month (1–11) the figures cover. */
  through: number
  income: Money
  social: Money
  /** Special additional deductions and other deductions together (both reduce the cumulative taxable income). */
  deductions: Money
  basicMonths: number
  tax: Money
  /** An annual bonus was already taxed on its own this year. */
  bonusSeparate: boolean
}

export const openingOf = (row: EtaxOpeningTable): Opening => ({
  through: Number(row.through_month),
  income: moneyOfFen(row.income_fen),
  social: moneyOfFen(row.social_fen),
  deductions: moneyOfFen(row.special_fen).plus(moneyOfFen(row.other_fen)),
  basicMonths: Number(row.basic_months),
  tax: moneyOfFen(row.tax_fen),
  bonusSeparate: Number(row.bonus_separate) === 1,
})

/** The people's opening balances of `year` that month `month` (1–12) builds on: those that end before it. */
export async function openingsOf(
  db: Db,
  tenantId: number,
  year: number,
  month: number,
  ids: number[],
): Promise<Map<number, Opening>> {
  const openings = new Map<number, Opening>()
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('etax_opening')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('year', '=', year)
      .where('through_month', '<', month)
      .where('employee_id', 'in', part)
      .execute()
    for (const row of rows) openings.set(row.employee_id, openingOf(row))
  }
  return openings
}

/** The month ('YYYY-MM') an opening balance's separate bonus stands for: its last month (the bonus was taxed by then). */
export const openingBonusMonth = (year: number, opening: Opening | undefined): string | null =>
  opening?.bonusSeparate ? `${year}-${String(opening.through).padStart(2, '0')}` : null
