import type { Db } from '../../core/db/types'
import { parseDate } from './days'
import { dayPlansOf } from './plans'
import type { DayPlan, Span } from './types'

/** The half days of a span's 'work' days in `plans`; null when the span ends before it starts. */
export function countWorkingDays(plans: DayPlan[], span: Span): number | null {
  const start = parseDate(span.startDate)
  const end = parseDate(span.endDate)
  if (start === null || end === null || end < start) return null
  if (start === end && span.startHalf === 'pm' && span.endHalf === 'am') return null
  let days = 0
  for (const plan of plans) {
    if (plan.kind !== 'work' || plan.day < span.startDate || plan.day > span.endDate) continue
    let part = 1
    if (plan.day === span.startDate && span.startHalf === 'pm') part -= 0.5
    if (plan.day === span.endDate && span.endHalf === 'am') part -= 0.5
    days += part
  }
  return days
}

/**
 * Working days of a leave span for one person, in half days: 'work' days only (public holidays and rest days are
 * not counted, make-up working days are). `employeeId` null: the tenant's default calendar, Monday to Friday.
 * Null when the span ends before it starts.
 */
export async function workingDaysOf(
  db: Db,
  tenantId: number,
  employeeId: number | null,
  span: Span,
): Promise<number | null> {
  const start = parseDate(span.startDate)
  const end = parseDate(span.endDate)
  if (start === null || end === null || end < start) return null
  return countWorkingDays(await dayPlansOf(db, tenantId, employeeId, span.startDate, span.endDate), span)
}
