import { instantOf, wallOf } from '../../attendance'

/** How often a subscription runs: every day, on a weekday (1 Monday … 7 Sunday) or on a day of the month (1–28). */
export type Schedule =
  | { frequency: 'daily'; hour: number }
  | { frequency: 'weekly'; weekday: number; hour: number }
  | { frequency: 'monthly'; monthDay: number; hour: number }

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const

const DAY_MS = 86_400_000

/** The ISO weekday (1 Monday … 7 Sunday) of a day 'YYYY-MM-DD'. */
const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)

const matches = (schedule: Schedule, day: string): boolean =>
  schedule.frequency === 'daily' ||
  (schedule.frequency === 'weekly'
    ? weekdayOf(day) === schedule.weekday
    : Number(day.slice(8, 10)) === schedule.monthDay)

/** The first time after `after` the schedule falls on, at its hour in `timeZone` (searching at most two months ahead). */
export function nextRunAfter(schedule: Schedule, after: number, timeZone: string): number {
  let day = wallOf(after, timeZone).day
  for (let step = 0; step < 64; step++, day = nextDay(day)) {
    if (!matches(schedule, day)) continue
    const at = instantOf(day, schedule.hour * 60, timeZone)
    if (at > after) return at
  }
  throw new Error(`no run of ${JSON.stringify(schedule)} within two months`)
}

/** The schedule of a subscription row. */
export function scheduleOf(row: { frequency: string; weekday: number; month_day: number; hour: number }): Schedule {
  if (row.frequency === 'weekly') return { frequency: 'weekly', weekday: row.weekday, hour: row.hour }
  if (row.frequency === 'monthly') return { frequency: 'monthly', monthDay: row.month_day, hour: row.hour }
  return { frequency: 'daily', hour: row.hour }
}
