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

/**
 * One CSV cell. A cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR) is
 * prefixed with an apostrophe, and quotes, commas and line breaks are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The staff list as CSV with a byte-order mark, so that Excel reads it as UTF-8. */
export function staffCsv(rows: UserRow[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')]
  for (const row of rows) lines.push(COLUMNS.map(([, cell]) => csvCell(cell(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
