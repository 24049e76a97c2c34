import { amountOf, Money, moneyOf } from '../../../core/money'

const DAY_MS = 86_400_000
const time = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** A leaver's untaken statutory annual leave: the figures and the days left (all days, hundredths of a day exact). */
export interface LeaverDays {
  /** Calendar days of the year worked: from 1 January (or the entry date when later) to the last day. */
  daysWorked: number
  yearDays: number
  /** days worked ÷ 365 × the year's days, fractions of a day dropped (whole days). */
  entitled: number
  /** Days left: entitled − taken − already paid out, never negative (hundredths). */
  untakenHundredths: number
}

/**
 * A leaver's untaken annual leave (企业职工带薪年休假实施办法 art. 12): the days of the year worked ÷ 365 × the
 * year's entitlement, fractions of a day dropped, less the days taken and those already paid out; never negative
 * (days taken beyond it are not clawed back). `taken` and `paidOut` are hundredths of a day.
 */
export function leaverDays(input: {
  entryDate: string
  lastDay: string
  yearDays: number
  taken: number
  paidOut: number
}): LeaverDays {
  const yearStart = `${input.lastDay.slice(0, 4)}-01-01`
  const from = input.entryDate > yearStart ? input.entryDate : yearStart
  const daysWorked = Math.max(0, (time(input.lastDay) - time(from)) / DAY_MS + 1)
  const entitled = Math.floor((daysWorked * input.yearDays) / 365)
  return {
    daysWorked,
    yearDays: input.yearDays,
    entitled,
    untakenHundredths: Math.max(0, entitled * 100 - input.taken - input.paidOut),
  }
}

/** Working days of a month for the daily wage (劳社部发〔2008〕3号). */
const MONTH_DAYS = new Money('21.75')

/**
 * The pay of untaken days (实施办法 art. 10–12): days × the daily wage (monthly ÷ 21.75) × the tenant's rate in
 * percent (the statutory 200 %: the 300 % less the normal 100 % already paid); exact, rounded half up to the fen.
 */
export function leavePay(monthly: string, hundredths: number, ratePct: number) {
  const daily = moneyOf(monthly).dividedBy(MONTH_DAYS)
  const amount = daily.times(hundredths).dividedBy(100).times(ratePct).dividedBy(100)
  return { dailyWage: amountOf(daily), amount: amountOf(amount) }
}
