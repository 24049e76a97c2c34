import type { Db } from '../../../core/db/types'
import type { Amount } from '../types'
import { amountOf, amountOfFen, Money, moneyOfFen } from '../../../core/money'

/** A person's pay of one month, as the assistant may tell it. */
export interface PayFigures {
  employeeId: number
  month: string
  gross: Amount
  deductions: Amount
  social: Amount
  tax: Amount
  net: Amount
}

/**
 * The latest pay of each person (of `month` when given) from runs in the given statuses: 'published' for a person's
 * own payslip, 'locked' too for payroll's view of others. People without such a line are absent.
 */
export async function payFiguresOf(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  options: { statuses: Array<'locked' | 'published'>; month?: string },
): Promise<PayFigures[]> {
  if (employeeIds.length === 0) return []
  let query = db
    .selectFrom('salary_line')
    .innerJoin('salary_run', (join) =>
      join
        .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
        .onRef('salary_run.id', '=', 'salary_line.run_id'),
    )
    .select([
      'salary_line.employee_id',
      'salary_run.month',
      'salary_line.gross_fen',
      'salary_line.deduction_fen',
      'salary_line.social_fen',
      'salary_line.tax_fen',
      'salary_line.net_fen',
    ])
    .where('salary_line.tenant_id', '=', tenantId)
    .where('salary_line.employee_id', 'in', employeeIds.slice(0, 500))
    .where('salary_run.status', 'in', options.statuses)
  if (options.month) query = query.where('salary_run.month', '=', options.month)
  const rows = await query.orderBy('salary_run.month', 'desc').orderBy('salary_run.id', 'desc').execute()
  const latest = new Map<number, PayFigures>()
  for (const row of rows) {
    if (latest.has(row.employee_id)) continue
    latest.set(row.employee_id, {
      employeeId: row.employee_id,
      month: row.month,
      gross: amountOfFen(row.gross_fen),
      deductions: amountOfFen(row.deduction_fen),
      social: amountOfFen(row.social_fen),
      tax: amountOfFen(row.tax_fen),
      net: amountOfFen(row.net_fen),
    })
  }
  return employeeIds.flatMap((id) => latest.get(id) ?? [])
}

/**
 * Gross pay of the person's latest `months` months with published pay (a month's monthly, off-cycle and correction
 * runs together), from the published runs' lines: the months found, their total and the average a month, exact to the
 * fen. Nothing when no run paying them is published.
 */
export async function publishedIncome(db: Db, tenantId: number, employeeId: number, months: number) {
  const rows = await db
    .selectFrom('salary_line')
    .innerJoin('salary_run', (join) =>
      join
        .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
        .onRef('salary_run.id', '=', 'salary_line.run_id'),
    )
    .select(['salary_run.month', 'salary_line.gross_fen'])
    .where('salary_line.tenant_id', '=', tenantId)
    .where('salary_line.employee_id', '=', employeeId)
    .where('salary_run.status', '=', 'published')
    .execute()
  const latest = [...new Set(rows.map((row) => row.month))].sort().reverse().slice(0, months)
  if (latest.length === 0) return undefined
  const total = rows
    .filter((row) => latest.includes(row.month))
    .reduce((sum, row) => sum.plus(moneyOfFen(row.gross_fen)), new Money(0))
  return {
    months: latest.length,
    total: amountOf(total),
    average: amountOf(total.dividedBy(latest.length)),
  }
}
