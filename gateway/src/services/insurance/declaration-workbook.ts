import ExcelJS from 'exceljs'
import type { Lang } from '../../core/lang'
import { amountOfFen, fenOf, moneyOf } from '../../core/money'
import type { DeclarationRow, SchemeDeclaration } from './declarations'
import { type DeclarationWord, declarationWord } from './declaration-texts'
import { INSURANCE_KINDS } from './types'

type ListKey = 'added' | 'removed' | 'changed'
const LISTS: ListKey[] = ['added', 'removed', 'changed']

/** The columns of a list in `lang`: the person, the date and reason, the base (before and after a change), each fund's shares. */
export function declarationHeader(lang: Lang, list: ListKey): string[] {
  const say = (word: DeclarationWord) => declarationWord(lang, word)
  const bases = list === 'changed' ? [say('previousBase'), say('newBase')] : [say('base')]
  const funds = INSURANCE_KINDS.flatMap((kind) => {
    const name = say(kind)
    return [`${name} ${say('employeeShare')}`, `${name} ${say('employerShare')}`]
  })
  return [
    say('jobNumber'),
    say('name'),
    say('idNumber'),
    say(list === 'added' ? 'addedOn' : list === 'removed' ? 'removedOn' : 'changedFrom'),
    say('reason'),
    ...bases,
    ...funds,
    say('employeeTotal'),
    say('employerTotal'),
  ]
}

/** A row's cells: text for the person, numbers in yuan for amounts (empty where the scheme has no such fund). */
export function declarationCells(lang: Lang, list: ListKey, row: DeclarationRow): Array<string | number> {
  const yuan = (fen: number) => Number(amountOfFen(fen))
  const fen = (amount: string) => fenOf(moneyOf(amount))
  const shares = INSURANCE_KINDS.flatMap((kind): Array<string | number> => {
    const share = row.funds.find((fund) => fund.kind === kind)
    return share ? [Number(share.employee), Number(share.employer)] : ['', '']
  })
  const total = (side: 'employee' | 'employer') => yuan(row.funds.reduce((sum, fund) => sum + fen(fund[side]), 0))
  return [
    row.jobNumber,
    row.name,
    row.idNumber,
    row.date,
    declarationWord(lang, row.reason),
    ...(list === 'changed' ? [yuan(row.previousFen ?? 0)] : []),
    yuan(row.baseFen),
    ...shares,
    total('employee'),
    total('employer'),
  ]
}

/** One scheme's declaration workbook of a month: a sheet per list (added, removed, base changes), headers in `lang`. */
export async function declarationWorkbook(lang: Lang, title: string, scheme: SchemeDeclaration): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.title = title
  for (const list of LISTS) {
    const sheet = book.addWorksheet(declarationWord(lang, list))
    const header = declarationHeader(lang, list)
    sheet.addRow(header).font = { bold: true }
    for (const row of scheme[list]) sheet.addRow(declarationCells(lang, list, row))
    sheet.columns.forEach((column, index) => {
      column.width = index === 2 ? 22 : index < 5 ? 12 : 14
      if (index > 4) column.numFmt = '#,##0.00'
    })
    // The ID number stays text: a number would lose its last digits and its X.
    sheet.getColumn(3).numFmt = '@'
    sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 2 }]
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** The file's name: the month, the scheme, the list's title, without characters a file system refuses. */
export const declarationFileName = (lang: Lang, month: string, schemeName: string): string =>
  `${`${month} ${schemeName}`
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()} ${declarationWord(lang, 'fileTitle')}.xlsx`
