import type { Db } from '../../../core/db/types'
import { amountOf, groupedAmount, Money, moneyOfFen } from '../../../core/money'
import type { RecordRow } from '../records/record-row'
import { isoDay } from '../records/record-row'

/** An ID number shown with its middle hidden: 110101********1234. */
export const maskedId = (id: string): string =>
  id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : ''

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

/** The placeholder values of a person's certificate (income ones when given). */
export function certificateValues(
  row: RecordRow,
  company: string,
  issueDate: string,
  income?: { months: number; total: string; average: string },
): Record<string, string> {
  return {
    name: row.employee.name,
    idNumberMasked: maskedId(row.profile.id_number ?? ''),
    entryDate: isoDay(row.employee.entry_date) ?? '',
    department: row.organName,
    position: row.gangweiName || row.zhiweiName,
    company,
    issueDate,
    ...(income
      ? {
          months: String(income.months),
          totalIncome: groupedAmount(income.total),
          averageIncome: groupedAmount(income.average),
        }
      : {}),
  }
}
