import { amountOf, Money, moneyOf, ZERO } from '../../../core/money'
import { type ServiceLength, serviceLength } from './service-length'

/** What the economic compensation of a leaver is worked from. */
export interface CompensationInput {
  /** The first day of service (yyyy-mm-dd). */
  entryDate: string
  /** The last day of service (yyyy-mm-dd). */
  lastDay: string
  /** The wages of the months before leaving, oldest first (amounts, '8000.00'): the last 12 count, fewer when service is shorter. */
  wages: readonly string[]
  /** The average monthly wage of the city where the employee works (the tenant's setting), null when none is set (no cap). */
  localAverageWage: string | null
  /** Whether the basis of leaving owes one more month's wage in place of 30 days' notice (N + 1). */
  noticePay: boolean
}

/** The economic compensation as worked out: every figure an amount with two places, N in months of wage. */
export interface Compensation {
  service: ServiceLength
  /** Months of wage owed for the service: one per full year, one for 6 months or more, half for less ('5.5'). */
  months: string
  /** The average of the wages given (rounded to the fen for showing). */
  monthlyWage: string
  /** Whether the wage was above 3 × the local average, so that cap and at most 12 years apply. */
  capped: boolean
  /** The month's wage the compensation multiplies: the monthly wage, or the cap. */
  wageBasis: string
  compensation: string
  /** One month's wage at the last month's wage (劳动合同法实施条例 art. 20) when notice pay is owed, else '0.00'. */
  noticePay: string
  total: string
}

const CAP_TIMES = 3
const CAP_YEARS = 12

/** Months of wage for a length of service: a year per full year, the rest ≥ 6 months one, less than 6 months a half. */
export function serviceMonths(service: ServiceLength): Money {
  const rest = service.months >= 6 ? 1 : service.months > 0 || service.days > 0 ? 0.5 : 0
  return new Money(service.years).plus(rest)
}

/**
 * The economic compensation of a leaver (劳动合同法 art. 46–47, N + 1 of art. 40): months of wage by the service,
 * times the average monthly wage of the last 12 months; where that wage is above 3 × the local average monthly wage,
 * 3 × that average at most 12 months; plus, when notice pay is owed, one month's wage at the wage of the month before
 * leaving (实施条例 art. 20: 上一个月的工资标准), never capped. Exact decimals; final figures rounded half up to the fen.
 */
export function economicCompensation(input: CompensationInput): Compensation {
  const wages = input.wages.slice(-12).map(moneyOf)
  if (wages.length === 0) throw new Error('economic compensation needs at least one month of wages')
  const service = serviceLength(input.entryDate, input.lastDay)
  const monthlyWage = wages.reduce((sum, wage) => sum.plus(wage), ZERO).dividedBy(wages.length)
  const cap = input.localAverageWage === null ? null : moneyOf(input.localAverageWage).times(CAP_TIMES)
  const capped = cap !== null && monthlyWage.greaterThan(cap)
  const wageBasis = capped ? cap : monthlyWage
  const earned = serviceMonths(service)
  const months = capped ? Money.min(earned, CAP_YEARS) : earned
  const compensation = new Money(amountOf(wageBasis.times(months)))
  const noticePay = new Money(input.noticePay ? amountOf(wages[wages.length - 1]) : 0)
  return {
    service,
    months: months.toString(),
    monthlyWage: amountOf(monthlyWage),
    capped,
    wageBasis: amountOf(wageBasis),
    compensation: amountOf(compensation),
    noticePay: amountOf(noticePay),
    total: amountOf(compensation.plus(noticePay)),
  }
}
