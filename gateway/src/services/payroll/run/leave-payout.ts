import type Decimal from 'decimal.js'
import type { Db } from '../../../core/db/types'
import { Money } from '../../../core/money'
import { leavePayoutsOf } from '../../leave'
import type { LeavePayoutName } from '../formula/names'

/**
 * The payout rate in percent of the daily wage for each untaken annual leave day, on top of the month's wage. The
 * statute pays 300 % of the daily wage "including the wage of normal working time" already paid
 * (企业职工带薪年休假实施办法 art. 10–12; hr-rules-cn.md, Leave): the payout item adds the other 200 %.
 */
export const STATUTORY_PAYOUT_PCT = 200

/** Working days of a month for the daily wage (劳社部发〔2008〕3号). */
const MONTH_DAYS = new Money('21.75')

/** The tenant's payout rate in percent (the statutory 200 until HR sets another). */
export async function leavePayoutPctOf(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('salary_overtime_rate')
    .select('leave_payout_pct')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row ? Number(row.leave_payout_pct) : STATUTORY_PAYOUT_PCT
}

/** The daily wage of a monthly wage: ÷ 21.75, exact (not rounded: only a final figure is). */
export const dailyWageOf = (monthly: Decimal): Decimal => monthly.dividedBy(MONTH_DAYS)

/**
 * The untaken annual leave figures of one person's month for the formulas: the days paid out (from hundredths, exact),
 * the rate as a factor (200 → 2) and the daily wage of the base pay.
 */
export function leavePayoutFigures(base: Decimal, hundredths: number | undefined, pct: number) {
  return new Map<LeavePayoutName, Decimal>([
    ['leavePayoutDays', new Money(hundredths ?? 0).dividedBy(100)],
    ['leavePayoutRate', new Money(pct).dividedBy(100)],
    ['dailyWage', dailyWageOf(base)],
  ])
}

/** The days of annual leave paid out in `month` per employee (hundredths) and the tenant's payout rate. */
export async function leavePayoutOf(db: Db, tenantId: number, employeeIds: number[], month: string) {
  const [days, pct] = await Promise.all([
    leavePayoutsOf(db, tenantId, employeeIds, month),
    leavePayoutPctOf(db, tenantId),
  ])
  return { days, pct }
}
