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

// A field start: the cell's start, or after any character a spreadsheet may split fields on
// (the comma, the semicolon of locales that use it as the list separator, tab, pipe, line breaks).
// The separator is looked behind at and the formula character ahead at, neither taken: a tab or CR
// that gets the apostrophe also starts the next field, which is guarded in turn.
const FORMULA_AT_FIELD_START = /(?<=^|[,;\t|\r\n])([ ]*)(?=[=+\-@\t\r])/g

/**
 * One CSV cell. Every field start a spreadsheet would read as a formula (=, +, -, @, tab, CR),
 * also after a `;`, `,` or tab inside the value, is neutralised with an apostrophe; quotes, commas,
 * semicolons, tabs and line breaks are quoted.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_AT_FIELD_START, "$1'")
  return /[",;\t\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The staff list as CSV with a byte-order mark, so that Excel reads it as UTF-8. */
export function staffCsv(rows: UserRow[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')]
  for (const row of rows) lines.push(COLUMNS.map(([, cell]) => csvCell(cell(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
