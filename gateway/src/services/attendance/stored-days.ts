import { fixedQuery } from '../../core/db/fixed-query'
import type { DayResultTable } from './tables'

/** Whether two stored numbers are the same (PostgreSQL answers a bigint as text); null only equals null. */
const sameNumber = (a: number | string | null, b: number | string | null): boolean =>
  a === null || b === null ? a === b : Number(a) === Number(b)

/**
 * Whether a stored day row says what `wanted` would store (its computing time apart), column by column as fromRow
 * reads them; undefined, null: no row.
 */
export function sameRow(row: DayResultTable | undefined, wanted: DayResultTable | null): boolean {
  if (!row || !wanted) return !row && !wanted
  return (
    row.day === wanted.day &&
    row.status === wanted.status &&
    row.missing === wanted.missing &&
    row.leave_type === wanted.leave_type &&
    row.leave_part === wanted.leave_part &&
    Number(row.late_minutes) === Number(wanted.late_minutes) &&
    Number(row.early_minutes) === Number(wanted.early_minutes) &&
    Number(row.leave_minutes) === Number(wanted.leave_minutes) &&
    Number(row.worked_minutes) === Number(wanted.worked_minutes) &&
    Number(row.overtime_minutes) === Number(wanted.overtime_minutes) &&
    sameNumber(row.first_in, wanted.first_in) &&
    sameNumber(row.last_out, wanted.last_out)
  )
}

/** One person's stored days from–to (compiled once: fixed-query.ts). */
export const storedDaysOf = fixedQuery((db, v: { tenantId: number; employeeId: number; from: string; to: string }) =>
  db
    .selectFrom('day_result')
    .selectAll()
    .where('tenant_id', '=', v.tenantId)
    .where('employee_id', '=', v.employeeId)
    .where('day', '>=', v.from)
    .where('day', '<=', v.to),
)
