/** Calendar days as `yyyy-mm-dd` strings (UTC), the way contracts keep them. */

const DAY_MS = 86_400_000

/** Whether `value` is a real `yyyy-mm-dd` day. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const at = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value
}

export const dayOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10)

export const addDays = (day: string, days: number): string => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS)

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** The last day of a period of `months` starting on `start` (a probation of 3 months from 2025-01-15 ends 2025-04-14). */
export function endOfMonths(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastOfMonth))
  return addDays(dayOf(target.getTime()), -1)
}
