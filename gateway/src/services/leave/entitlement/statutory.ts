// The statutory leave arithmetic (reference: hr-rules-cn.md, "Leave"): annual leave by cumulative years of work
// (职工带薪年休假条例 art. 3), the prorated days of a joiner's or a leaver's year (企业职工带薪年休假实施办法 art. 5,
// 12: calendar days ÷ 365 × the year's days, fractions of a day dropped), and the absences that bar a year's annual
// leave (条例 art. 4). Dates are 'YYYY-MM-DD'; amounts are hundredths of a day, integers, so no sum drifts.

const DAY = 86_400_000

const time = (day: string): number => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10))

/** The calendar days from `from` to `to`, both counted (0 when `to` is before `from`). */
export const calendarDays = (from: string, to: string): number => Math.max(0, (time(to) - time(from)) / DAY + 1)

/** The day `years` years after `day` (29 February moves to 1 March in a year without one). */
export function yearsAfter(day: string, years: number): string {
  const date = new Date(time(day))
  date.setUTCFullYear(date.getUTCFullYear() + years)
  return date.toISOString().slice(0, 10)
}

/** Whole years of work from the day work began to `day`. */
export function yearsOfWork(workStart: string, day: string): number {
  let years = +day.slice(0, 4) - +workStart.slice(0, 4)
  if (day.slice(5) < workStart.slice(5)) years -= 1
  return Math.max(0, years)
}

/** The statutory annual leave of a year with these years of work: < 1 none, 1–9 five days, 10–19 ten, 20 on fifteen. */
export function statutoryAnnualDays(years: number): number {
  if (years < 1) return 0
  if (years < 10) return 5
  if (years < 20) return 10
  return 15
}

/** The whole days a part of a year gives: calendar days ÷ 365 × the full year's days, the fraction dropped. */
export const proratedDays = (fullDaysCenti: number, days: number): number =>
  Math.floor((days * fullDaysCenti) / (365 * 100)) * 100

/** The months of sick leave that bar a year's annual leave for these years of work (条例 art. 4 (3)–(5)). */
export const SICK_MONTHS_BARRING = (years: number): number => (years < 10 ? 2 : years < 20 ? 3 : 4)
/** Days of personal leave without pay deduction that bar a year's annual leave (条例 art. 4 (2)). */
export const PERSONAL_DAYS_BARRING = 20
/** A month of sick leave, in calendar days, for the bar. */
export const MONTH_DAYS = 30

/**
 * Whether a year's absences bar its annual leave: sick leave of at least 2, 3 or 4 months (by years of work) or at
 * least 20 days of personal leave that kept its pay. A year whose annual leave was already taken bars the next one.
 */
export function annualLeaveBarred(years: number, sickCalendarDays: number, paidPersonalDays: number): boolean {
  if (years < 1) return false
  return sickCalendarDays >= SICK_MONTHS_BARRING(years) * MONTH_DAYS || paidPersonalDays >= PERSONAL_DAYS_BARRING
}
