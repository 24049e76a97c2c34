import type Decimal from 'decimal.js'
import type { MonthSummary } from '../../attendance'
import { FormulaRuntimeError } from '../formula/evaluate'
import { ATTENDANCE_NAMES, PROFILE_BASE, type AttendanceName } from '../formula/names'
import { isProblem, planItems, type FormulaProblem, type ItemPlan } from '../formula/plan'
import { Money, ZERO, groupedAmount, roundFen } from '../../../core/money'
import type { PaidMinutes } from '../../leave'
import type { SalaryItemTable, SalaryProfileTable } from '../tables'
import { leavePayoutFigures, STATUTORY_PAYOUT_PCT } from './leave-payout'
import { overtimeFigures, STATUTORY_RATES, type OvertimeRates } from './overtime-pay'
import { prorate, type Share } from './proration'

/** The items a group pays, with every item their formulas read, in the order they are evaluated. */
export interface ItemSet {
  /** The group's items in their display order. */
  paid: SalaryItemTable[]
  /** Codes to evaluate, each after the items it reads (the group's and those their formulas need). */
  order: SalaryItemTable[]
  plan: ItemPlan
}

/** The item set of a group, or the problem of the tenant's formulas (a run refuses to calculate on one). */
export function itemSetOf(items: SalaryItemTable[], groupItemIds: number[]): ItemSet | FormulaProblem {
  const plan = planItems(items.map((item) => ({ code: item.code, source: item.source, formula: item.formula })))
  if (isProblem(plan)) return plan
  const byCode = new Map(items.map((item) => [item.code, item]))
  const paid = items.filter((item) => groupItemIds.includes(item.id))
  const needed = new Set<string>()
  const need = (code: string) => {
    if (needed.has(code)) return
    needed.add(code)
    for (const next of plan.reads.get(code) ?? []) need(next)
  }
  for (const item of paid) need(item.code)
  return { paid, order: plan.order.filter((code) => needed.has(code)).map((code) => byCode.get(code)!), plan }
}

export type Attendance = Record<AttendanceName, number>

/** The attendance figures of a frozen month summary; unpaid leave is the days of the unpaid leave types. */
export function attendanceOf(summary: MonthSummary, unpaidTypes: string[]): Attendance {
  const unpaid = unpaidTypes.reduce((sum, code) => sum + (summary.leave[code]?.days ?? 0), 0)
  return {
    daysDue: summary.daysDue,
    daysWorked: summary.daysWorked,
    unpaidLeaveDays: unpaid,
    absentDays: summary.absentDays,
    lateCount: summary.lateCount,
    lateMinutes: summary.lateMinutes,
    earlyCount: summary.earlyCount,
    overtimeHours: summary.overtimeHours,
  }
}

/** The most an item may come to either way for one person in a month (yuan): beyond it, a figure is a mistake. */
export const ITEM_LIMIT = new Money('1000000000')
export const ITEM_LIMIT_TEXT = groupedAmount(ITEM_LIMIT.toFixed(2))

/** An item that failed for one person: which item, why (a division by zero, or a value beyond ITEM_LIMIT). */
export class ItemFailed extends Error {
  constructor(
    readonly code: string,
    readonly reason: FormulaRuntimeError['reason'] | 'outOfRange',
    readonly value = '',
  ) {
    super(`${code}: ${reason}`)
  }
}

/** The value of `key` held by the record itself (never one it inherits: an item coded `constructor` or `toString`). */
export const ownValue = (record: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined

const ATTENDANCE: ReadonlySet<string> = new Set(ATTENDANCE_NAMES)

/**
 * One person's item values, each rounded to the fen (throws ItemFailed beyond ITEM_LIMIT): a fixed item from the profile (the item `base` is the base pay,
 * others the allowance of their code), an input item from this month's inputs, a formula from the values before it,
 * the profile's base pay, the attendance figures (0 when the person has no attendance row) and the overtime figures
 * (paid minutes per class of day, the tenant's rates; none given: no overtime, the statutory rates) and the untaken
 * annual leave figures (the month's payout days in hundredths, the tenant's rate; none given: none, the statutory rate).
 * `share`: the part of the month a joiner or leaver is paid; it prorates the fixed items (the base pay and the
 * profile's allowances) only, never inputs or formulas (the hourly and daily wage stay those of the full base pay).
 */
export function evaluatePerson(
  set: ItemSet,
  profile: SalaryProfileTable,
  inputs: Record<string, string>,
  attendance: Attendance | null,
  overtime: { minutes?: PaidMinutes; rates: OvertimeRates } = { rates: STATUTORY_RATES },
  payout: { days?: number; pct: number } = { pct: STATUTORY_PAYOUT_PCT },
  share?: Share,
): Map<string, Decimal> {
  const values = new Map<string, Decimal>()
  const base = new Money(String(profile.base_fen)).dividedBy(100)
  const allowances = JSON.parse(profile.allowances) as Record<string, string>
  const figures: Map<string, Decimal> = new Map([
    ...overtimeFigures(base, overtime.minutes, overtime.rates),
    ...leavePayoutFigures(base, payout.days, payout.pct),
  ])
  const scope = (name: string): Decimal | undefined => {
    const value = values.get(name)
    if (value !== undefined) return value
    if (name === PROFILE_BASE) return base
    const paid = figures.get(name)
    if (paid !== undefined) return paid
    const figure = attendance && ATTENDANCE.has(name) ? attendance[name as AttendanceName] : undefined
    return figure === undefined ? undefined : new Money(figure)
  }
  for (const item of set.order) {
    let value: Decimal
    if (item.source === 'fixed')
      value = prorate(item.code === PROFILE_BASE ? base : new Money(ownValue(allowances, item.code) ?? 0), share)
    else if (item.source === 'input') value = new Money(ownValue(inputs, item.code) ?? 0)
    else {
      try {
        value = set.plan.formulas.get(item.code)!(scope)
      } catch (error) {
        if (error instanceof FormulaRuntimeError) throw new ItemFailed(item.code, error.reason)
        throw error
      }
    }
    const rounded = roundFen(value)
    if (rounded.abs().greaterThan(ITEM_LIMIT))
      throw new ItemFailed(item.code, 'outOfRange', groupedAmount(rounded.toFixed(2)))
    values.set(item.code, rounded)
  }
  return values
}

/** What a person's items come to: earnings, deductions, employer costs, the income liable to tax and the annual bonus. */
export function sumsOf(set: ItemSet, values: Map<string, Decimal>) {
  let gross = ZERO,
    deductions = ZERO,
    employer = ZERO,
    income = ZERO,
    bonus = ZERO
  for (const item of set.paid) {
    const value = values.get(item.code) ?? ZERO
    const taxable = Number(item.taxable) === 1
    if (item.kind === 'earning') {
      gross = gross.plus(value)
      if (Number(item.annual_bonus) === 1) bonus = bonus.plus(value)
      else if (taxable) income = income.plus(value)
    } else if (item.kind === 'deduction') {
      deductions = deductions.plus(value)
      if (taxable) income = income.minus(value)
    } else {
      employer = employer.plus(value)
    }
  }
  return { gross, deductions, employer, income, bonus }
}
