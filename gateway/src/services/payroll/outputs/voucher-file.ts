import ExcelJS from 'exceljs'
import { csvFile, csvLineWithAmounts } from '../../../core/csv'
import type { Lang } from '../../../core/lang'
import { amountOfFen } from '../../../core/money'
import { type VoucherLine, voucherTotals } from './voucher'
import { type VoucherWord, voucherWord } from './voucher-texts'

const COLUMNS: VoucherWord[] = [
  'summary',
  'accountCode',
  'accountName',
  'costCentre',
  'costCentreName',
  'debit',
  'credit',
]
const AMOUNTS = COLUMNS.map((column) => column === 'debit' || column === 'credit')

/** The cells of each voucher line before writing: the amount on its side, the other side empty. */
export function voucherCells(lines: VoucherLine[], centreNames: Map<string, string>): string[][] {
  return lines.map((line) => [
    line.summary,
    line.account.code,
    line.account.name,
    line.costCentre,
    centreNames.get(line.costCentre) ?? '',
    line.side === 'debit' ? amountOfFen(line.fen) : '',
    line.side === 'credit' ? amountOfFen(line.fen) : '',
  ])
}

export const voucherHeader = (lang: Lang): string[] => COLUMNS.map((column) => voucherWord(lang, column))

/** The voucher as CSV (a header line, one line per voucher line; no total line, so an import tool reads every line). */
export function voucherCsv(lang: Lang, lines: VoucherLine[], centreNames: Map<string, string>): Buffer {
  const written = [voucherHeader(lang), ...voucherCells(lines, centreNames)].map((cells, index) =>
    csvLineWithAmounts(cells, ',', index === 0 ? [] : AMOUNTS),
  )
  return Buffer.from(csvFile(written), 'utf8')
}

/** The voucher as an Excel workbook: the lines with amounts as numbers, then the debit and credit totals. */
export async function voucherWorkbook(
  lang: Lang,
  title: string,
  lines: VoucherLine[],
  centreNames: Map<string, string>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.title = title
  const sheet = book.addWorksheet(voucherWord(lang, 'sheet'))
  sheet.addRow(voucherHeader(lang)).font = { bold: true }
  for (const cells of voucherCells(lines, centreNames))
    sheet.addRow(cells.map((cell, index) => (AMOUNTS[index] && cell !== '' ? Number(cell) : cell)))
  const totals = voucherTotals(lines)
  const total = sheet.addRow([
    voucherWord(lang, 'total'),
    '',
    '',
    '',
    '',
    Number(amountOfFen(totals.debit)),
    Number(amountOfFen(totals.credit)),
  ])
  total.font = { bold: true }
  sheet.columns.forEach((column, index) => {
    column.width = [28, 12, 28, 14, 18, 14, 14][index]
    if (AMOUNTS[index]) column.numFmt = '#,##0.00'
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** The file's name: the run's own (its group and month), without characters a file system refuses. */
export const voucherFileName = (lang: Lang, groupName: string, month: string, extension: 'csv' | 'xlsx'): string =>
  `${`${groupName} ${month}`
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()} ${voucherWord(lang, 'fileTitle')}.${extension}`
