import { chinaHolidays } from '../../gateway/src/services/scheduling/china-holidays'

const DAY = 86_400_000
const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
const thisYear = new Date().getUTCFullYear()
/** The holidays and make-up working days of last year to two years ahead, as the product's calendar has them. */
const special = new Set(
  [thisYear - 1, thisYear, thisYear + 1, thisYear + 2].flatMap((year) => chinaHolidays(year).map((d) => d.day)),
)

/** Whether the day starting at `time` (UTC midnight) is Monday to Friday and neither a holiday nor a make-up day. */
export const isPlainWorkingDay = (time: number) =>
  ![0, 6].includes(new Date(time).getUTCDay()) && !special.has(iso(time))

/** The first day `days` days from today or after it (before it when `days` is negative) that `fits`, yyyy-mm-dd. */
function dayAhead(days: number, fits: (time: number) => boolean): string {
  const step = days < 0 ? -DAY : DAY
  let time = Math.floor(Date.now() / DAY) * DAY + days * DAY
  while (!fits(time)) time += step
  return iso(time)
}

/**
 * The plain working day `days` days from today, or the first one after it (before it when `days` is negative): a
 * leave request on it always covers one working day, whatever day the suite runs.
 */
export const workingDayAhead = (days: number) => dayAhead(days, isPlainWorkingDay)

/** The first Saturday or Sunday `days` or more days from today that the calendar neither holds off nor works. */
export const restDayAhead = (days: number) =>
  dayAhead(days, (time) => [0, 6].includes(new Date(time).getUTCDay()) && !special.has(iso(time)))

/** The Monday of the first week on or after `from` whose seven days have no holiday and no make-up day. */
export function plainWeekFrom(from: Date): Date {
  let time = Math.floor(from.getTime() / DAY) * DAY
  while (new Date(time).getUTCDay() !== 1) time += DAY
  const week = (monday: number) => Array.from({ length: 7 }, (_, i) => iso(monday + i * DAY))
  while (week(time).some((day) => special.has(day))) time += 7 * DAY
  return new Date(time)
}
