import { fixedQuery } from '../../core/db/fixed-query'
import type { DayJudgement } from './judge/types'
import type { DayResultTable } from './tables'

/** Whether two stored numbers are the same (PostgreSQL answers a bigint as text); null only equals null. */
const sameNumber = (a: number | string | null, b: number | string | null): boolean =>
  a === null || b === null ? a === b : Number(a) === Number(b)

/**
 * Whether a stored day row says what storing the closed day's judgement would store (its computing time apart), column
 * by column as fromRow reads them, without making that row.
 */
export function storesAs(row: DayResultTable, day: DayJudgement): boolean {
  return (
    row.day === day.day &&
    row.status === day.status &&
    row.missing === day.missing &&
    row.leave_type === day.leaveType &&
    row.leave_part === day.leavePart &&
    Number(row.late_minutes) === Number(day.lateMinutes) &&
    Number(row.early_minutes) === Number(day.earlyMinutes) &&
    Number(row.leave_minutes) === Number(day.leaveMinutes) &&
    Number(row.worked_minutes) === Number(day.workedMinutes) &&
    Number(row.overtime_minutes) === Number(day.overtimeMinutes) &&
    sameNumber(row.first_in, day.firstIn) &&
    sameNumber(row.last_out, day.lastOut)
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
