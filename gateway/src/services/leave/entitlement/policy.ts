import type { Lang } from '../../../core/lang'
import { leaveError } from '../errors'
import type { Selectable } from 'kysely'
import type { LeaveTypeTable } from '../tables'
import { statutoryAnnualDays } from './statutory'

/** A leave type's policy: how many days a year, when they are granted, what carries over, how days are counted. */
export interface Policy {
  /** none: no yearly days; fixed: `days`; statutory: 5/10/15 by years of work; table: HR's days by years of work. */
  entitlement: 'none' | 'fixed' | 'statutory' | 'table'
  days: number
  table: TableRow[]
  accrual: 'yearly' | 'monthly'
  /** A joiner's and a leaver's year give the calendar days' share of the year's days, fractions dropped. */
  prorate: boolean
  carryDays: number
  /** MM-DD of the next year on which carried days expire; null: the end of the next year. */
  carryExpiry: string | null
  countDays: 'working' | 'calendar'
  allowNegative: boolean
  /** Days neither taken nor carried at a year's end: expire, or pay out (in January's payroll). */
  yearEnd: 'expire' | 'pay'
  /** Contract-type codes that may take it; null: every one. */
  contractTypes: string[] | null
}

/** The policy of a type that gives no yearly days (a new type until HR sets one). */
export const NO_POLICY: Policy = {
  entitlement: 'none',
  days: 0,
  table: [],
  accrual: 'yearly',
  prorate: true,
  carryDays: 0,
  carryExpiry: null,
  countDays: 'working',
  allowNegative: false,
  yearEnd: 'expire',
  contractTypes: null,
}

/** From this many years of work on, so many days a year. */
export interface TableRow {
  years: number
  days: number
}

const parsed = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export type PolicyColumns = Pick<
  Selectable<LeaveTypeTable>,
  | 'entitlement'
  | 'entitlement_days'
  | 'entitlement_table'
  | 'accrual'
  | 'prorate'
  | 'carry_days'
  | 'carry_expiry'
  | 'count_days'
  | 'allow_negative'
  | 'year_end'
  | 'contract_types'
>

export function policyOf(row: PolicyColumns): Policy {
  const entitlement = ['fixed', 'statutory', 'table'].includes(row.entitlement)
    ? (row.entitlement as Policy['entitlement'])
    : 'none'
  return {
    entitlement,
    days: Number(row.entitlement_days),
    table: parsed<TableRow[]>(row.entitlement_table, []),
    accrual: row.accrual === 'monthly' ? 'monthly' : 'yearly',
    prorate: row.prorate === 1,
    carryDays: Number(row.carry_days),
    carryExpiry: row.carry_expiry,
    countDays: row.count_days === 'calendar' ? 'calendar' : 'working',
    allowNegative: row.allow_negative === 1,
    yearEnd: row.year_end === 'pay' ? 'pay' : 'expire',
    contractTypes: parsed<string[] | null>(row.contract_types, null),
  }
}

/** The columns a policy is saved in. */
export const policyColumns = (policy: Policy): PolicyColumns => ({
  entitlement: policy.entitlement,
  entitlement_days: policy.days,
  entitlement_table: policy.entitlement === 'table' ? JSON.stringify(policy.table) : null,
  accrual: policy.accrual,
  prorate: policy.prorate ? 1 : 0,
  carry_days: policy.carryDays,
  carry_expiry: policy.carryExpiry,
  count_days: policy.countDays,
  allow_negative: policy.allowNegative ? 1 : 0,
  year_end: policy.yearEnd === 'pay' ? 'pay' : 'expire',
  contract_types: policy.contractTypes ? JSON.stringify(policy.contractTypes) : null,
})

/** The full year's days (not prorated) for these years of work. */
export function fullYearDays(policy: Policy, years: number): number {
  switch (policy.entitlement) {
    case 'fixed':
      return policy.days
    case 'statutory':
      return statutoryAnnualDays(years)
    case 'table':
      return [...policy.table].reverse().find((row) => years >= row.years)?.days ?? 0
    default:
      return 0
  }
}

/** The most days a year of the policy can give, whatever the years of work. */
const mostDays = (policy: Policy): number =>
  policy.entitlement === 'statutory'
    ? 15
    : policy.entitlement === 'table'
      ? Math.max(0, ...policy.table.map((row) => row.days))
      : policy.days

const halfDays = (value: number) => Number.isFinite(value) && Math.round(value * 2) === value * 2

/** Refuses a policy whose rules contradict, in the user's language; answers it as saved. */
export function checkedPolicy(lang: Lang, policy: Policy, unit: 'day' | 'hour'): Policy {
  if (policy.entitlement === 'fixed' && !(halfDays(policy.days) && policy.days >= 0 && policy.days <= 365))
    throw leaveError(lang, 'entitlementDays')
  if (policy.entitlement === 'table') {
    const rows = policy.table
    const ordered = rows.every((row, i) => i === 0 || row.years > rows[i - 1].years)
    const valid = rows.every(
      (row) => Number.isInteger(row.years) && row.years >= 0 && row.years <= 60 && halfDays(row.days) && row.days >= 0,
    )
    if (!rows.length || rows.length > 20 || !ordered || !valid || rows.some((row) => row.days > 365))
      throw leaveError(lang, 'entitlementTable')
  }
  if (!(halfDays(policy.carryDays) && policy.carryDays >= 0))
    throw leaveError(lang, 'carryTooLarge', { carry: policy.carryDays, days: mostDays(policy) })
  if (policy.carryDays > mostDays(policy))
    throw leaveError(lang, 'carryTooLarge', { carry: policy.carryDays, days: mostDays(policy) })
  if (policy.carryExpiry !== null && !validMonthDay(policy.carryExpiry)) throw leaveError(lang, 'carryExpiry')
  if (unit === 'hour' && policy.countDays === 'calendar') throw leaveError(lang, 'hoursByCalendar')
  return {
    ...policy,
    days: policy.entitlement === 'fixed' ? policy.days : 0,
    table: policy.entitlement === 'table' ? policy.table : [],
  }
}

/** MM-DD of a day every year has (29 February is refused: the next year may not have it). */
function validMonthDay(text: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(2025, Number(match[1]) - 1, Number(match[2])))
  return date.toISOString().slice(5, 10) === text
}
