import { fenOf } from '../../core/money'
import { Money } from '../../core/money'

/** The figures of an opening balance, as the import and the form take them. */
export type OpeningField =
  | 'jobNumber'
  | 'name'
  | 'year'
  | 'through'
  | 'income'
  | 'social'
  | 'special'
  | 'other'
  | 'basicMonths'
  | 'tax'
  | 'bonusSeparate'

/** The money fields, in the template's order. */
export const AMOUNT_FIELDS = ['income', 'social', 'special', 'other', 'tax'] as const
export type AmountField = (typeof AMOUNT_FIELDS)[number]

/** Each column: its title in both languages (the template's header is `zh en`), and whether a file must have it. */
export const OPENING_COLUMNS: ReadonlyArray<{ field: OpeningField; zh: string; en: string; required: boolean }> = [
  { field: 'jobNumber', zh: '工号', en: 'Job number', required: true },
  { field: 'name', zh: '姓名', en: 'Name', required: false },
  { field: 'year', zh: '年度', en: 'Year', required: true },
  { field: 'through', zh: '截至月份', en: 'Through month', required: true },
  { field: 'income', zh: '累计收入', en: 'Cumulative income', required: true },
  { field: 'social', zh: '累计个人社保公积金', en: 'Cumulative social insurance and housing fund', required: true },
  { field: 'special', zh: '累计专项附加扣除', en: 'Cumulative special additional deductions', required: true },
  { field: 'other', zh: '累计其他扣除', en: 'Cumulative other deductions', required: true },
  { field: 'basicMonths', zh: '累计减除费用月数', en: 'Months of basic deduction', required: true },
  { field: 'tax', zh: '累计已预扣税额', en: 'Cumulative tax withheld', required: true },
  { field: 'bonusSeparate', zh: '年终奖已单独计税', en: 'Annual bonus taxed separately', required: false },
]

/** The template's header row: each title in both languages. */
export const OPENING_HEADER = OPENING_COLUMNS.map((column) => `${column.zh} ${column.en}`)

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/** The field a header cell names: the bilingual title, or either half alone; null when none. */
export function fieldOfTitle(title: string): OpeningField | null {
  const wanted = norm(title)
  const column = OPENING_COLUMNS.find((one) =>
    [`${one.zh} ${one.en}`, one.zh, one.en].some((name) => norm(name) === wanted),
  )
  return column?.field ?? null
}

/** Why an amount cell is refused. */
export type AmountProblem = 'notAmount' | 'negative' | 'decimals' | 'digits'

/** At most 12 digits before the point: the largest amount a money column takes. */
const MAX_DIGITS = 12

/**
 * An amount cell as integer fen: a blank cell is 0; thousands commas are allowed. Refused: text that is not a number,
 * a negative amount, more than two decimals, more than 12 digits before the point.
 */
export function amountCell(text: string): { fen: number } | { problem: AmountProblem } {
  const plain = text.trim().replace(/,/g, '')
  if (plain === '') return { fen: 0 }
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(plain)
  if (!match) return { problem: 'notAmount' }
  const [, sign, whole, part = ''] = match
  if (sign === '-' && !/^0*$/.test(whole + part)) return { problem: 'negative' }
  if (part.length > 2) return { problem: 'decimals' }
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_DIGITS) return { problem: 'digits' }
  return { fen: fenOf(new Money(`${whole}.${part || '0'}`)) }
}

/** A whole number cell within [min, max]; null otherwise. */
export function wholeCell(text: string, min: number, max: number): number | null {
  const plain = text.trim()
  if (!/^\d{1,4}$/.test(plain)) return null
  const value = Number(plain)
  return value >= min && value <= max ? value : null
}

/** The bonus cell: blank, 否, no, 0 → false; 是, yes, 1 → true; null for anything else. */
export function yesNoCell(text: string): boolean | null {
  const plain = norm(text)
  if (['', '否', 'no', 'n', '0', 'false'].includes(plain)) return false
  if (['是', 'yes', 'y', '1', 'true'].includes(plain)) return true
  return null
}
