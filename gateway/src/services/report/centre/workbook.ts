import ExcelJS from 'exceljs'
import type { Lang } from '../../../core/lang'
import type { ReportTable } from '../../../core/report-registry'

/** What a report's workbook is made of: its title and the parameters it ran with (shown above the table), and the table. */
export interface WorkbookInput {
  lang: Lang
  title: string
  subtitle: string
  table: ReportTable
}

/** A report as an .xlsx workbook: the title, the parameters, then the table with a bold header row. */
export async function reportWorkbook({ lang, title, subtitle, table }: WorkbookInput): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.title = title
  const sheet = book.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Report')
  sheet.addRow([title]).font = { bold: true, size: 14 }
  if (subtitle) sheet.addRow([subtitle])
  sheet.addRow([])
  sheet.addRow(table.columns.map((column) => column.title[lang])).font = { bold: true }
  for (const row of table.rows) sheet.addRow(table.columns.map((column) => row[column.key] ?? ''))
  sheet.columns.forEach((column, index) => {
    column.width = table.columns[index]?.numeric ? 14 : 22
  })
  return Buffer.from(await book.xlsx.writeBuffer())
}
