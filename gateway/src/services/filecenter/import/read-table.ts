import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

/** A spreadsheet's first sheet as text cells: the header row and the data rows. */
export interface Table { header: string[]; rows: string[][] }

/** The most data rows one import takes. */
export const IMPORT_ROW_LIMIT = 20_000

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    return ''
  }
  return String(value)
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(buffer as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]
  if (!sheet) return []
  const lines: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = []
    for (let col = 1; col <= row.cellCount; col++) cells.push(cellText(row.getCell(col).value).trim())
    lines.push(cells)
  })
  return lines
}

const readCsv = (buffer: Buffer): string[][] =>
  (parse(buffer, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][])

/** Reads a CSV (UTF-8, with or without BOM) or an .xlsx file; blank rows are skipped. */
export async function readTable(buffer: Buffer, type: string): Promise<Table> {
  const lines = type === 'text/csv' ? readCsv(buffer) : await readXlsx(buffer)
  const filled = lines.filter((cells) => cells.some((cell) => cell !== ''))
  const [header = [], ...rows] = filled
  return { header, rows }
}
