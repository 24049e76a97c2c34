import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { halfRange, parseDate, type Span } from './days'
import { leaveError } from './errors'
import { planOfDay } from './plan-of-day'
import { minutesOf, plainHours, shiftHours } from './hours'

/** What an hourly leave asks: one day, from a time to a later time (HH:MM). */
export interface HourlyInput {
  startDate: string
  endDate: string
  startTime?: string
  endTime?: string
}

/** An hourly leave as stored: its day as a span of half days (for the leave table and overlaps), its times and hours. */
export interface HourlyLeave {
  span: Span
  startTime: string
  endTime: string
  hours: number
}

/**
 * The hours an hourly leave asks: one day, the end after the start; on a working day of the person's plan only the
 * hours inside its shift count, breaks taken out (a working day without a shift: the plain difference). Throws
 * badTimes (410123) for anything else, noWorkingDays (410107) on a rest day or holiday or when no hour is in the shift.
 */
export async function hourlyLeave(
  db: Db,
  tenantId: number,
  userId: number,
  input: HourlyInput,
  lang: Lang,
): Promise<HourlyLeave> {
  const { startDate, startTime, endTime } = input
  if (!startTime || !endTime || input.endDate !== startDate || parseDate(startDate) === null)
    throw leaveError(lang, 'badTimes')
  const plain = plainHours(startTime, endTime)
  if (plain === null) throw leaveError(lang, 'badTimes')
  const plan = await planOfDay(db, tenantId, userId, startDate)
  if (plan.kind !== 'work') throw leaveError(lang, 'noWorkingDays')
  const hours = plan.shift ? shiftHours(startTime, endTime, plan.shift) : plain
  if (hours === 0) throw leaveError(lang, 'noWorkingDays')
  const span: Span = {
    startDate,
    startHalf: startTime < '12:00' ? 'am' : 'pm',
    endDate: startDate,
    endHalf: endTime <= '12:00' ? 'am' : 'pm',
  }
  return { span, startTime, endTime, hours }
}

/** A request's span and, for an hourly one, its times: enough to tell whether two requests overlap. */
export interface Booked extends Span {
  startTime?: string | null
  endTime?: string | null
}

/** Two requests overlap: two hourly ones of one day when their times do, else when their half days do. */
export function bookedOverlap(a: Booked, b: Booked): boolean {
  if (a.startTime && a.endTime && b.startTime && b.endTime) {
    return (
      a.startDate === b.startDate &&
      minutesOf(a.startTime) < minutesOf(b.endTime) &&
      minutesOf(b.startTime) < minutesOf(a.endTime)
    )
  }
  const [a1, a2] = halfRange(a)
  const [b1, b2] = halfRange(b)
  return a1 <= b2 && b1 <= a2
}
