import { csvFile, csvRow } from '../../core/csv'
import type { UserRow } from './user-page'

const COLUMNS: Array<[string, (row: UserRow) => string]> = [
  ['姓名 Name', (r) => r.name],
  ['工号 Job number', (r) => r.jobNumber],
  ['部门 Department', (r) => r.organName],
  ['岗位 Position', (r) => r.gangweiName],
  ['职位 Post', (r) => r.zhiweiName],
  ['手机号 Phone', (r) => r.phone],
  ['邮箱 Email', (r) => r.email],
  ['入职日期 Entry date', (r) => r.entryDate],
]

/** The staff list as CSV with a byte-order mark, so that Excel reads it as UTF-8. */
export function staffCsv(rows: UserRow[]): string {
  const lines = [csvRow(COLUMNS.map(([title]) => title))]
  for (const row of rows) lines.push(csvRow(COLUMNS.map(([, cell]) => cell(row))))
  return csvFile(lines)
}
