import type Decimal from 'decimal.js'
import type { Db } from '../../../core/db/types'
import { countWorkingDays, dayPlansOf, plansOf, type DayPlan } from '../../scheduling'
import type { Proration } from '../tables'

// A joiner or a leaver is paid for the part of a month they were employed, by their group's rule: the working days
// employed ÷ the month's working days of their work calendar (the default), or the calendar days employed ÷ the days
// of the month. Only the fixed pay of the salary profile is prorated (the base pay and the profile's allowances);
// overtime, bonuses, inputs and the other formulas are not (they are paid for what the month's figures say).

/** The days a person is employed, 'YYYY-MM-DD': from the entry date to the leave date (null: still on the job). */
export interface Employment {
  from: string
  to: string | null
}

/** The part of a month paid: `employed` of `total` days (both counted the same way). */
export interface Share {
  employed: number
  total: number
}

/** The part of a month a joiner or leaver is paid: its first and last day employed, the share and how it was counted. */
export interface PaidPart extends Share {
  from: string
  to: string
  basis: Proration
}

/** 'YYYY-MM-DD' of an instant stored as the UTC midnight of the day (entry and leave dates). */
export const isoDay = (at: number | string): string => new Date(Number(at)).toISOString().slice(0, 10)

/** The first and last day of 'YYYY-MM' and its number of days. */
export function monthDays(month: string): { first: string; last: string; days: number } {
  const [year, m] = month.split('-').map(Number)
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate()
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}`, days }
}

/** Whether the person is employed on some day of the month. */
export function employedIn(employment: Employment, month: string): boolean {
  const { first, last } = monthDays(month)
  return employment.from <= last && (employment.to === null || employment.to >= first)
}

/** The days of the month the person is employed, or null when it is the whole month (or none of it). */
export function partOfMonth(employment: Employment, month: string): { from: string; to: string } | null {
  if (!employedIn(employment, month)) return null
  const { first, last } = monthDays(month)
  const from = employment.from > first ? employment.from : first
  const to = employment.to !== null && employment.to < last ? employment.to : last
  return from === first && to === last ? null : { from, to }
}

const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1

/** The share of the month by calendar days. */
export function calendarShare(part: { from: string; to: string }, month: string): Share {
  return { employed: dayCount(part.from, part.to), total: monthDays(month).days }
}

/** The share of the month by the working days of the person's calendar; by calendar days when the month has none. */
export function workingShare(plans: DayPlan[], part: { from: string; to: string }, month: string): Share {
  const { first, last } = monthDays(month)
  const whole = { startDate: first, startHalf: 'am', endDate: last, endHalf: 'pm' } as const
  const total = countWorkingDays(plans, whole) ?? 0
  if (total === 0) return calendarShare(part, month)
  const employed = countWorkingDays(plans, { ...whole, startDate: part.from, endDate: part.to }) ?? 0
  return { employed, total }
}

/**
 * The part of the month paid by working days, with its days; a month without working days on the calendar is counted
 * in calendar days (workingShare), and says so.
 */
export function workingPart(plans: DayPlan[], part: { from: string; to: string }, month: string): PaidPart {
  const { first, last } = monthDays(month)
  const worked = plans.some((plan) => plan.kind === 'work' && plan.day >= first && plan.day <= last)
  return { ...workingShare(plans, part, month), ...part, basis: worked ? 'workingDays' : 'calendarDays' }
}

/** A fixed amount for the share of the month paid (exact; rounded to the fen where the item's figure is final). */
export const prorate = (amount: Decimal, share: Share | undefined): Decimal =>
  share ? amount.times(share.employed).dividedBy(share.total) : amount

/**
 * The share of its pay month each person is paid, by the group's rule, with the days it covers; people employed the
 * whole month have none.
 * `payMonth` is the month whose pay is due: the run's month, or the leave month of a leaver paid late.
 */
export async function sharesOf(
  db: Db,
  tenantId: number,
  rule: Proration,
  people: { id: number; employment: Employment; payMonth: string }[],
): Promise<Map<number, PaidPart>> {
  const shares = new Map<number, PaidPart>()
  const partial = people.flatMap((person) => {
    const part = partOfMonth(person.employment, person.payMonth)
    return part ? [{ ...person, part }] : []
  })
  const months = [...new Set(partial.map((person) => person.payMonth))]
  for (const month of months) {
    const ofMonth = partial.filter((person) => person.payMonth === month)
    const { first, last } = monthDays(month)
    const plans =
      rule === 'workingDays'
        ? await plansOf(
            db,
            tenantId,
            ofMonth.map((person) => person.id),
            first,
            last,
          )
        : new Map<number, DayPlan[]>()
    let fallback: DayPlan[] | undefined
    for (const person of ofMonth) {
      if (rule === 'calendarDays') {
        shares.set(person.id, { ...calendarShare(person.part, month), ...person.part, basis: rule })
        continue
      }
      // Someone the calendar does not know (no department found): the tenant's default calendar.
      if (!plans.has(person.id) && !fallback) fallback = await dayPlansOf(db, tenantId, null, first, last)
      shares.set(person.id, workingPart(plans.get(person.id) ?? fallback ?? [], person.part, month))
    }
  }
  return shares
}
