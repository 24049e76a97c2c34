import { csvFile, csvRow } from '../../../core/csv'

/** A refused row: its line in the file (the header is line 1), its cells and why. */
export interface RefusedRow {
  line: number
  cells: string[]
  reason: string
}

/** The refused rows as CSV (UTF-8 with BOM for Excel): line number, the row's own cells, the reason. */
export function errorReportCsv(header: string[], refused: RefusedRow[]): Buffer {
  const lines = [csvRow(['行号 Line', ...header, '原因 Reason'])]
  for (const row of refused)
    lines.push(csvRow([String(row.line), ...header.map((_, i) => row.cells[i] ?? ''), row.reason]))
  return Buffer.from(csvFile(lines), 'utf8')
}
