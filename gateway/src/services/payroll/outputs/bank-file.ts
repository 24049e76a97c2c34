import iconv from 'iconv-lite'
import { csvFile, csvLineWithAmounts, csvRow } from '../../../core/csv'
import type { Lang } from '../../../core/lang'
import type { BankAccount } from './accounts'
import type { BankColumn, BankLayout } from './bank-layout'
import { say } from './texts'

export interface TransferLine {
  jobNumber: string
  name: string
  net: string
  /** The net pay in fen (for totals). */
  fen: number
  account: BankAccount
}

/** The cells of each transfer in the layout's columns, as the file holds them before CSV quoting. */
export function bankCells(layout: BankLayout, month: string, lines: TransferLine[]): string[][] {
  const value = (line: TransferLine, column: BankColumn): string => {
    switch (column) {
      case 'jobNumber':
        return line.jobNumber
      case 'name':
        return line.name
      case 'bankName':
        return line.account.bankName
      case 'account':
        return line.account.account
      case 'amount':
        return line.net
      case 'currency':
        return layout.currency
      case 'purpose':
        return layout.purpose.replaceAll('{month}', month)
    }
  }
  return lines.map((line) => layout.columns.map((column) => value(line, column)))
}

/** The names of the layout's columns, as the file's first line writes them. */
export const bankHeader = (lang: Lang, layout: BankLayout): string[] =>
  layout.columns.map((column) => say(lang, column))

/** The CSV text of the run's transfers in the layout (lines end with CRLF, as banks' import tools expect). */
export function bankCsv(lang: Lang, layout: BankLayout, month: string, lines: TransferLine[]): string {
  // The amount is the number the run computed (a negative one too); every other cell follows the rule of all CSV files.
  const amounts = layout.columns.map((column) => column === 'amount')
  const written = bankCells(layout, month, lines).map((cells) => csvLineWithAmounts(cells, layout.separator, amounts))
  if (layout.header) written.unshift(csvRow(bankHeader(lang, layout), layout.separator))
  return csvFile(written, { bom: false })
}

/** The file's name: the run's own (its group and month), without characters a file system refuses. */
export const bankFileName = (lang: Lang, groupName: string, month: string): string =>
  `${`${groupName} ${month}`
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()} ${say(lang, 'fileTitle')}.csv`

/** The characters of `text` that GBK cannot hold (they would turn into '?'). */
export function notInGbk(text: string): string[] {
  return [...new Set([...text].filter((char) => iconv.decode(iconv.encode(char, 'gbk'), 'gbk') !== char))]
}

/** The file's bytes in the layout's encoding (UTF-8 without a byte-order mark, which bank import tools may refuse). */
export const encodeCsv = (text: string, encoding: BankLayout['encoding']): Buffer =>
  encoding === 'gbk' ? iconv.encode(text, 'gbk') : Buffer.from(text, 'utf8')
