import type Decimal from 'decimal.js'
import type { Db } from '../../../core/db/types'
import { Money, roundFen } from '../../../core/money'
import type { PaidMinutes } from '../../leave'
import type { OvertimeName } from '../formula/names'

/** Overtime rates in percent of the hourly wage by the class of the day (劳动法 art. 44): the statutory defaults. */
export const STATUTORY_RATES = { workday: 150, restDay: 200, statutory: 300 } as const
export type OvertimeRates = { workday: number; restDay: number; statutory: number }

/** Working days of a month and hours of a day for the daily and hourly wage (劳社部发〔2008〕3号). */
const MONTH_DAYS = new Money('21.75')
const DAY_HOURS = new Money(8)

/** The tenant's overtime rates in percent (the statutory defaults until HR sets them). */
export async function overtimeRatesOf(db: Db, tenantId: number): Promise<OvertimeRates> {
  const row = await db
    .selectFrom('salary_overtime_rate')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (!row) return { ...STATUTORY_RATES }
  return { workday: Number(row.workday_pct), restDay: Number(row.rest_day_pct), statutory: Number(row.statutory_pct) }
}

/** The hourly wage of a monthly wage: ÷ 21.75 ÷ 8, exact (not rounded: only a final figure is). */
export const hourlyWageOf = (monthly: Decimal): Decimal => monthly.dividedBy(MONTH_DAYS).dividedBy(DAY_HOURS)

/** Hours of whole minutes, exact. */
const hoursOf = (minutes: number): Decimal => new Money(minutes).dividedBy(60)

/**
 * The overtime figures of one person's month for the formulas: paid hours per class, the rates as factors (150 → 1.5)
 * and the hourly wage of the base pay.
 */
export function overtimeFigures(
  base: Decimal,
  minutes: PaidMinutes | undefined,
  rates: OvertimeRates,
): Map<OvertimeName, Decimal> {
  const factor = (pct: number) => new Money(pct).dividedBy(100)
  return new Map<OvertimeName, Decimal>([
    ['overtimeWorkdayHours', hoursOf(minutes?.workday ?? 0)],
    ['overtimeRestDayHours', hoursOf(minutes?.restDay ?? 0)],
    ['overtimeHolidayHours', hoursOf(minutes?.statutory ?? 0)],
    ['overtimeWorkdayRate', factor(rates.workday)],
    ['overtimeRestDayRate', factor(rates.restDay)],
    ['overtimeHolidayRate', factor(rates.statutory)],
    ['hourlyWage', hourlyWageOf(base)],
  ])
}

/** Overtime pay of one class: hourly wage × hours × rate, rounded half up to the fen once, at the end. */
export const overtimePayOf = (monthly: Decimal, minutes: number, pct: number): Decimal =>
  roundFen(hourlyWageOf(monthly).times(hoursOf(minutes)).times(pct).dividedBy(100))
