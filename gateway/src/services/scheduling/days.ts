const DAY = 86_400_000

/** Days held in each of the memos below before they start again empty (a few years of days). */
const MEMO_SIZE = 4096
// YYYY-MM-DD text → its UTC midnight (null: not a real date), and a day number (days since 1970-01-01) → its text:
// judging a month asks for the same few dozen days thousands of times, each once through Date otherwise.
const parsed = new Map<string, number | null>()
const formatted = new Map<number, string>()

function remember<K, V>(memo: Map<K, V>, key: K, value: V): V {
  if (memo.size >= MEMO_SIZE) memo.clear()
  memo.set(key, value)
  return value
}

/** The date of YYYY-MM-DD as UTC midnight, or null when it is not a real date. */
export function parseDate(text: string): number | null {
  const held = parsed.get(text)
  if (held !== undefined) return held
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return remember(parsed, text, new Date(time).toISOString().slice(0, 10) === text ? time : null)
}

export function formatDate(time: number): string {
  const day = time / DAY
  if (!Number.isInteger(day)) return new Date(time).toISOString().slice(0, 10)
  return formatted.get(day) ?? remember(formatted, day, new Date(time).toISOString().slice(0, 10))
}

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
export function weekdayOf(day: string): number {
  const time = parseDate(day)
  // 1970-01-01 was a Thursday (3).
  if (time !== null) return (((time / DAY + 3) % 7) + 7) % 7
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
}

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
