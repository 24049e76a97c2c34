const DAY = 86_400_000

/** The date of YYYY-MM-DD as UTC midnight, or null when it is not a real date. */
export function parseDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(time).toISOString().slice(0, 10) === text ? time : null
}

export const formatDate = (time: number): string => new Date(time).toISOString().slice(0, 10)

/** The days from `from` to `to` inclusive (YYYY-MM-DD); empty when either is not a date or `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const start = parseDate(from)
  const end = parseDate(to)
  if (start === null || end === null) return []
  const days: string[] = []
  for (let day = start; day <= end; day += DAY) days.push(formatDate(day))
  return days
}

/** Monday 0 … Sunday 6 of YYYY-MM-DD. */
export const weekdayOf = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

/** The day `n` days after YYYY-MM-DD. */
export const addDays = (day: string, n: number): string => formatDate(parseDate(day)! + n * DAY)

/** Days (YYYY-MM-DD, any order, repeats allowed) as runs of consecutive days: [first, last] of each, in order. */
export function runsOf(days: string[]): Array<[string, string]> {
  const runs: Array<[string, string]> = []
  for (const day of [...new Set(days)].sort()) {
    const run = runs[runs.length - 1]
    if (run && addDays(run[1], 1) === day) run[1] = day
    else runs.push([day, day])
  }
  return runs
}

/** 'HH:MM' from 00:00 to 23:59. */
export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$'

/** Minutes since midnight of 'HH:MM'. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
