import { fullYearDays, type Policy } from './policy'
import { calendarDays, proratedDays, yearsAfter, yearsOfWork } from './statutory'

/** The facts of a person the entitlement reads: dates as 'YYYY-MM-DD'; work start null: the entry date. */
export interface Person {
  entry: string
  leave: string | null
  workStart: string | null
}

/** What a policy gives a person in a year: the part of the year counted, the years of work, the full and given days. */
export interface YearShare {
  from: string
  to: string
  years: number
  /** The full year's days for those years of work, in hundredths. */
  full: number
  /** The days given, in hundredths: the full days, or the counted part's share of them. */
  amount: number
}

const later = (a: string, b: string) => (a > b ? a : b)
const earlier = (a: string, b: string) => (a < b ? a : b)

/**
 * A person's share of a year under a policy: from the later of 1 January and their entry date (for the statutory annual
 * leave, and not before they have worked a whole year), to the earlier of 31 December and their leave date. A part year
 * of a prorated policy gives the calendar days' share of the full year, fractions of a day dropped; null: none of the
 * year is counted.
 */
export function yearShare(policy: Policy, person: Person, year: number): YearShare | null {
  const workStart = person.workStart ?? person.entry
  let from = later(`${year}-01-01`, person.entry)
  if (policy.entitlement === 'statutory') from = later(from, yearsAfter(workStart, 1))
  const to = earlier(`${year}-12-31`, person.leave ?? `${year}-12-31`)
  if (from > to) return null
  const years = yearsOfWork(workStart, from)
  const full = Math.round(fullYearDays(policy, years) * 100)
  const whole = from === `${year}-01-01` && to === `${year}-12-31`
  const amount = whole || !policy.prorate ? full : proratedDays(full, calendarDays(from, to))
  return { from, to, years, full, amount }
}

/**
 * What a monthly accrual has given by the end of `month` (1–12): a twelfth of the full year for each month of the
 * counted part up to it, rounded down to half days.
 */
export function accruedBy(share: YearShare, month: number): number {
  const first = Number(share.from.slice(5, 7))
  const last = Math.min(month, Number(share.to.slice(5, 7)))
  const months = Math.max(0, last - first + 1)
  return Math.floor((share.full * months) / 12 / 50) * 50
}
