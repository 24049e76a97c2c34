import { csvCell } from '../../ums'

/** A refused row: its line in the file (the header is line 1), its cells and why. */
export interface RefusedRow { line: number; cells: string[]; reason: string }

/** The refused rows as CSV (UTF-8 with BOM for Excel): line number, the row's own cells, the reason. */
export function errorReportCsv(header: string[], refused: RefusedRow[]): Buffer {
  const lines = [['行号 Line', ...header, '原因 Reason'].map(csvCell).join(',')]
  for (const row of refused) lines.push([String(row.line), ...header.map((_, i) => row.cells[i] ?? ''), row.reason].map(csvCell).join(','))
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8')
}
