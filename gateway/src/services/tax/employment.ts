import type { Db } from '../../core/db/types'
import type { Employment } from './counted-months'
import { chunks } from './store'

/** The month of the year (1–12) an entry date (epoch ms) falls in, as the staff records show it (UTC); 1 before the year, 13 after it. */
export function joinedMonth(entryDate: number, year: number): number {
  const [entryYear, entryMonth] = new Date(entryDate).toISOString().slice(0, 7).split('-').map(Number)
  if (entryYear < year) return 1
  return entryYear > year ? 13 : entryMonth
}

/**
 * Each person's employment in `year` from their staff record's entry date and HR's mark of no earlier wage income; a
 * person without a staff record of the tenant counts as employed since an earlier year.
 */
export async function employmentOf(
  db: Db,
  tenantId: number,
  year: number,
  ids: number[],
): Promise<Map<number, Employment>> {
  const employment = new Map<number, Employment>(ids.map((id) => [id, { joined: 1, noEarlierIncome: false }]))
  for (const part of chunks(ids)) {
    const [people, marks] = await Promise.all([
      db
        .selectFrom('employee')
        .select(['id', 'entry_date'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', part)
        .execute(),
      db
        .selectFrom('etax_first_income')
        .select('employee_id')
        .where('tenant_id', '=', tenantId)
        .where('year', '=', year)
        .where('employee_id', 'in', part)
        .execute(),
    ])
    for (const person of people) employment.get(person.id)!.joined = joinedMonth(Number(person.entry_date), year)
    for (const mark of marks) employment.get(mark.employee_id)!.noEarlierIncome = true
  }
  return employment
}

/** The first month (1–12) of `year` before `month` ('YYYY-MM') that anyone of the tenant was recorded, a run left out when given; null when none. */
export async function systemFirstMonth(
  db: Db,
  tenantId: number,
  year: number,
  month: string,
  exceptRunId?: number,
): Promise<number | null> {
  let query = db
    .selectFrom('etax_withholding')
    .select((eb) => eb.fn.min('month').as('first'))
    .where('tenant_id', '=', tenantId)
    .where('month', '>=', `${year}-01`)
    .where('month', '<', month)
  if (exceptRunId !== undefined) query = query.where('run_id', '!=', exceptRunId)
  const row = await query.executeTakeFirst()
  return row?.first ? Number(String(row.first).slice(5)) : null
}
