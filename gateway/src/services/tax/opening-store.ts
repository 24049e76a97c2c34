import { randomBytes } from 'node:crypto'
import type { Db } from '../../core/db/types'
import { amountOfFen } from '../../core/money'
import type { OpeningFigures } from './opening-check'
import { chunks } from './store'
import type { EtaxOpeningTable } from './tables'

/** Who changed an opening balance: the account and the name the trail shows. */
export interface OpeningActor {
  id: number
  name: string
}

/** An opening balance as the pages show it: money as decimal strings with two places. */
export interface OpeningView {
  through: number
  income: string
  social: string
  special: string
  other: string
  basicMonths: number
  tax: string
  bonusSeparate: boolean
  updatedAt: number
}

export const openingView = (row: EtaxOpeningTable): OpeningView => ({
  through: Number(row.through_month),
  income: amountOfFen(row.income_fen),
  social: amountOfFen(row.social_fen),
  special: amountOfFen(row.special_fen),
  other: amountOfFen(row.other_fen),
  basicMonths: Number(row.basic_months),
  tax: amountOfFen(row.tax_fen),
  bonusSeparate: Number(row.bonus_separate) === 1,
  updatedAt: Number(row.updated_at),
})

/** The first month ('YYYY-MM') a payroll run recorded for each person in `year`. */
export async function recordedFromOf(db: Db, tenantId: number, year: number, ids: number[]) {
  const first = new Map<number, string>()
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('etax_withholding')
      .select(['employee_id', (eb) => eb.fn.min('month').as('first')])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', part)
      .where('month', '>=', `${year}-01`)
      .where('month', '<=', `${year}-12`)
      .groupBy('employee_id')
      .execute()
    for (const row of rows) first.set(row.employee_id, String(row.first))
  }
  return first
}

let counter = 0
/** An id that sorts by time, then by the order of writing in this process. */
const trailId = (at: number) =>
  `${at.toString(16).padStart(12, '0')}-${(counter = (counter + 1) % 0xffffffff).toString(16).padStart(8, '0')}-${randomBytes(6).toString('hex')}`

const rowOf = (tenantId: number, employeeId: number, f: OpeningFigures, by: number, now: number): EtaxOpeningTable => ({
  tenant_id: tenantId,
  employee_id: employeeId,
  year: f.year,
  through_month: f.through,
  income_fen: f.incomeFen,
  social_fen: f.socialFen,
  special_fen: f.specialFen,
  other_fen: f.otherFen,
  basic_months: f.basicMonths,
  tax_fen: f.taxFen,
  bonus_separate: f.bonusSeparate ? 1 : 0,
  updated_by: by,
  updated_at: now,
})

/** The trail's JSON of a balance ('' for none). */
const trailText = (row: EtaxOpeningTable | undefined) => {
  if (!row) return ''
  const { updatedAt: _, ...figures } = openingView(row)
  return JSON.stringify(figures)
}

/**
 * Writes opening balances (each replacing the person's balance of the year, `null` figures: removing it), with a line
 * in the trail for each, in the caller's transaction.
 */
export async function writeOpenings(
  trx: Db,
  tenantId: number,
  changes: Array<{ employeeId: number; year: number; figures: OpeningFigures | null }>,
  action: 'import' | 'edit' | 'delete',
  actor: OpeningActor,
  now: number,
): Promise<void> {
  for (const { employeeId, year, figures } of changes) {
    const where = trx
      .selectFrom('etax_opening')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .where('year', '=', year)
    const before = await where.executeTakeFirst()
    await trx
      .deleteFrom('etax_opening')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employeeId)
      .where('year', '=', year)
      .execute()
    const after = figures ? rowOf(tenantId, employeeId, figures, actor.id, now) : undefined
    if (after) await trx.insertInto('etax_opening').values(after).execute()
    await trx
      .insertInto('etax_opening_audit')
      .values({
        tenant_id: tenantId,
        id: trailId(now),
        employee_id: employeeId,
        year,
        action,
        before: trailText(before),
        after: trailText(after),
        user_id: actor.id,
        user_name: actor.name.slice(0, 60),
        at: now,
      })
      .execute()
  }
}
