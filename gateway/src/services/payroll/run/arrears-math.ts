import type Decimal from 'decimal.js'
import { Money, ZERO, amountOf } from '../../../core/money'
import { PROFILE_BASE } from '../formula/names'
import { namesOf, parseFormula } from '../formula/parse'
import type { SalaryItemTable } from '../tables'
import type { LineDetail } from '../types'
import type { ItemSet } from './line-math'

/** Back pay for one earlier month: the amount (negative: a recovery), its part liable to tax, each item's difference. */
export interface Arrears {
  month: string
  amount: Decimal
  taxable: Decimal
  items: Record<string, string>
}

/** The figures a formula reads that come from the profile's base pay (the hourly and daily wage, base ÷ 21.75). */
const FROM_BASE: ReadonlySet<string> = new Set([PROFILE_BASE, 'hourlyWage', 'dailyWage'])

/**
 * The items of a set whose value follows the salary profile: its fixed items (the base pay and the allowances) and
 * every formula reading one of them, the base pay or the hourly or daily wage, directly or through another item.
 */
export function profileItems(set: ItemSet): SalaryItemTable[] {
  const follows = new Set<string>()
  for (const item of set.order) {
    if (item.source === 'fixed') follows.add(item.code)
    else if (item.source === 'formula') {
      const names = namesOf(parseFormula(item.formula))
      if ([...names].some((name) => FROM_BASE.has(name) || follows.has(name))) follows.add(item.code)
    }
  }
  return set.paid.filter((item) => follows.has(item.code) && item.kind !== 'employer')
}

/** What a month paid per item: every closed line's amount of it, and every difference already paid as arrears. */
export function paidPerItem(
  lines: Array<Pick<LineDetail, 'items'>>,
  arrearsPaid: Array<Record<string, string>>,
): Map<string, Decimal> {
  const paid = new Map<string, Decimal>()
  const add = (code: string, amount: string) => paid.set(code, (paid.get(code) ?? ZERO).plus(new Money(amount)))
  for (const line of lines) for (const item of line.items ?? []) add(item.code, item.amount)
  for (const items of arrearsPaid) for (const [code, amount] of Object.entries(items)) add(code, amount)
  return paid
}

/**
 * The arrears of one month: for each profile-following item the month paid (those its regular line lists), what it
 * comes to now less what was paid; an earning adds, a deduction takes off; the taxable items make the part liable to
 * tax. Null when nothing differs.
 */
export function arrearsOfMonth(
  month: string,
  items: SalaryItemTable[],
  paidCodes: ReadonlySet<string>,
  now: Map<string, Decimal>,
  paid: Map<string, Decimal>,
): Arrears | null {
  let amount = ZERO
  let taxable = ZERO
  const differences: Record<string, string> = {}
  for (const item of items) {
    if (!paidCodes.has(item.code)) continue
    const difference = (now.get(item.code) ?? ZERO).minus(paid.get(item.code) ?? ZERO)
    if (difference.isZero()) continue
    differences[item.code] = amountOf(difference)
    const signed = item.kind === 'deduction' ? difference.negated() : difference
    amount = amount.plus(signed)
    if (Number(item.taxable) === 1) taxable = taxable.plus(signed)
  }
  return Object.keys(differences).length === 0 ? null : { month, amount, taxable, items: differences }
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The line's item of one month's arrears, on the payslip: "补发 2026-04 工资 / Back pay for April 2026", or a recovery. */
export function arrearsItem(arrears: Arrears): LineDetail['items'][number] {
  const [year, month] = arrears.month.split('-')
  const named = `${MONTH_NAMES[Number(month) - 1]} ${year}`
  const recovery = arrears.amount.isNegative()
  return {
    code: `arrears:${arrears.month}`,
    nameZh: recovery ? `扣回 ${arrears.month} 多发工资` : `补发 ${arrears.month} 工资`,
    nameEn: recovery ? `Recovery of overpay for ${named}` : `Back pay for ${named}`,
    kind: 'earning',
    amount: amountOf(arrears.amount),
    onPayslip: true,
  }
}

/** A person's line figures with their arrears added: paid with the earnings and liable to tax as wages of this month. */
export function withArrears<T extends { gross: Decimal; income: Decimal }>(sums: T, arrears: Arrears[]): T {
  let { gross, income } = sums
  for (const one of arrears) {
    gross = gross.plus(one.amount)
    income = income.plus(one.taxable)
  }
  return { ...sums, gross, income }
}

/** A line's detail with its arrears: one item per month after the group's items, and the months' differences. */
export function addArrears(detail: LineDetail, arrears: Arrears[]): void {
  if (arrears.length === 0) return
  detail.items.push(...arrears.map(arrearsItem))
  detail.arrears = arrears.map((one) => ({ month: one.month, amount: amountOf(one.amount), items: one.items }))
}
