import iconv from 'iconv-lite'
import type { Lang } from '../../../core/lang'
import type { BankAccount } from './accounts'
import type { BankColumn, BankLayout } from './bank-layout'
import { say } from './texts'

export interface TransferLine { jobNumber: string; name: string; net: string; account: BankAccount }

/** A cell as CSV wants it: quoted when it holds the separator, a quote or a line break; a leading =, +, - or @ made inert. */
function cell(value: string, separator: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The CSV text of the run's transfers in the layout (lines end with CRLF, as banks' import tools expect). */
export function bankCsv(lang: Lang, layout: BankLayout, month: string, lines: TransferLine[]): string {
  const value = (line: TransferLine, column: BankColumn): string => {
    switch (column) {
      case 'jobNumber': return line.jobNumber
      case 'name': return line.name
      case 'bankName': return line.account.bankName
      case 'account': return line.account.account
      case 'amount': return line.net
      case 'currency': return layout.currency
      case 'purpose': return layout.purpose.replaceAll('{month}', month)
    }
  }
  const rows = lines.map((line) => layout.columns.map((column) => value(line, column)))
  if (layout.header) rows.unshift(layout.columns.map((column) => say(lang, column)))
  return rows.map((row) => row.map((text) => cell(text, layout.separator)).join(layout.separator)).join('\r\n') + '\r\n'
}

/** The characters of `text` that GBK cannot hold (they would turn into '?'). */
export function notInGbk(text: string): string[] {
  return [...new Set([...text].filter((char) => iconv.decode(iconv.encode(char, 'gbk'), 'gbk') !== char))]
}

/** The file's bytes in the layout's encoding (UTF-8 without a byte-order mark, which bank import tools may refuse). */
export const encodeCsv = (text: string, encoding: BankLayout['encoding']): Buffer =>
  encoding === 'gbk' ? iconv.encode(text, 'gbk') : Buffer.from(text, 'utf8')
