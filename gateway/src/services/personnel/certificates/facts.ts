import { groupedAmount } from '../../../core/money'
import type { RecordRow } from '../records/record-row'
import { isoDay } from '../records/record-row'

/** An ID number shown with its middle hidden: 110101********1234. */
export const maskedId = (id: string): string =>
  id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : ''

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
