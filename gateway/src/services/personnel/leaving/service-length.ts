/** A length of service: whole years, then whole months, then the days left over. */
export interface ServiceLength {
  years: number
  months: number
  days: number
}

const DAY_MS = 86_400_000
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The UTC time of a yyyy-mm-dd date; throws on anything else (a programmer's mistake). */
function timeOf(date: string): number {
  const match = DATE_RE.exec(date)
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) throw new Error(`not a date: ${date}`)
  return time
}

/** The date `count` months after a date, on the same day or, where the month is shorter, its last day. */
function addMonths(time: number, count: number): number {
  const date = new Date(time)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() + count
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay))
}

/**
 * The service from the first day to the last day, both worked: whole months counted from the first day's date
 * (2020-01-01 to 2025-07-31 is 5 years 7 months; 2024-11-15 to 2025-05-14 is 6 months), the days after the last
 * whole month left over.
 */
export function serviceLength(firstDay: string, lastDay: string): ServiceLength {
  const start = timeOf(firstDay)
  const end = timeOf(lastDay) + DAY_MS
  if (end <= start) throw new Error(`the last day ${lastDay} is before the first day ${firstDay}`)
  let months = 0
  while (addMonths(start, months + 1) <= end) months++
  const days = Math.round((end - addMonths(start, months)) / DAY_MS)
  return { years: Math.floor(months / 12), months: months % 12, days }
}
