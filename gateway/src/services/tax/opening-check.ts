import type { Table } from '../files'
import {
  AMOUNT_FIELDS,
  OPENING_COLUMNS,
  amountCell,
  fieldOfTitle,
  wholeCell,
  yesNoCell,
  type OpeningField,
} from './opening-columns'
import { type Both, reasonOf } from './opening-words'

/** An opening balance's figures: money in integer fen. */
export interface OpeningFigures {
  year: number
  through: number
  incomeFen: number
  socialFen: number
  specialFen: number
  otherFen: number
  basicMonths: number
  taxFen: number
  bonusSeparate: boolean
}

/** A row that passed every check, for the person it names. */
export interface CheckedRow extends OpeningFigures {
  line: number
  employeeId: number
}

/** A refused row: its line in the file (the header is line 1), its cells and why, in both languages. */
export interface RefusedRow {
  line: number
  cells: string[]
  reason: Both
}

/** What the checks need to know of the tenant: the person of a job number (in the caller's data range), and the first recorded month of a person's year. */
export interface OpeningLookups {
  personOf: (jobNumber: string) => number | undefined
  recordedFrom: (employeeId: number, year: number) => string | null
}

const titleOf = (field: OpeningField): Both => {
  const column = OPENING_COLUMNS.find((one) => one.field === field)!
  return { zh: column.zh, en: column.en }
}

/** Each header cell's field, and what is wrong with the header: a column not of the template, twice, or missing. */
export function columnsOf(header: string[]): { fields: Array<OpeningField | null>; problems: Both[] } {
  const problems: Both[] = []
  const fields = header.map((title) => {
    if (!title.trim()) return null
    const field = fieldOfTitle(title)
    if (!field) problems.push(reasonOf('unknownColumn', { column: title.trim() }))
    return field
  })
  for (const column of OPENING_COLUMNS) {
    const count = fields.filter((field) => field === column.field).length
    if (count > 1) problems.push(reasonOf('repeatedColumn', { column: titleOf(column.field) }))
    if (count === 0 && column.required) problems.push(reasonOf('missingColumn', { column: titleOf(column.field) }))
  }
  return { fields, problems }
}

/** The column of a field in the row; '' when the file has none. */
const cellOf = (fields: Array<OpeningField | null>, cells: string[], field: OpeningField) => {
  const at = fields.indexOf(field)
  return at < 0 ? '' : (cells[at] ?? '').trim()
}

/** The job numbers a table's rows name (for looking the people up once). */
export function jobNumbersOf(table: Table, fields: Array<OpeningField | null>): string[] {
  return [...new Set(table.rows.map((cells) => cellOf(fields, cells, 'jobNumber')).filter(Boolean))]
}

/** One row's figures, or why it is refused. */
function figuresOf(fields: Array<OpeningField | null>, cells: string[]): OpeningFigures | Both {
  const year = wholeCell(cellOf(fields, cells, 'year'), 2000, 2100)
  if (year === null) return reasonOf('badYear')
  const through = wholeCell(cellOf(fields, cells, 'through'), 1, 11)
  if (through === null) return reasonOf('badThrough')
  const basicMonths = wholeCell(cellOf(fields, cells, 'basicMonths'), 0, through)
  if (basicMonths === null) return reasonOf('badMonths', { through })
  const bonusSeparate = yesNoCell(cellOf(fields, cells, 'bonusSeparate'))
  if (bonusSeparate === null) return reasonOf('badBonus')
  const fen: Record<string, number> = {}
  for (const field of AMOUNT_FIELDS) {
    const value = cellOf(fields, cells, field)
    const amount = amountCell(value)
    if ('problem' in amount) return reasonOf(amount.problem, { column: titleOf(field), value })
    fen[field] = amount.fen
  }
  return {
    year,
    through,
    incomeFen: fen.income,
    socialFen: fen.social,
    specialFen: fen.special,
    otherFen: fen.other,
    basicMonths,
    taxFen: fen.tax,
    bonusSeparate,
  }
}

/** One row checked on its own (the person, the figures, no run recorded the year), or why it is refused. */
function checkedRow(
  fields: Array<OpeningField | null>,
  cells: string[],
  line: number,
  lookups: OpeningLookups,
): CheckedRow | Both {
  const jobNumber = cellOf(fields, cells, 'jobNumber')
  if (!jobNumber) return reasonOf('noJobNumber')
  const employeeId = lookups.personOf(jobNumber)
  if (employeeId === undefined) return reasonOf('notInCompany', { jobNumber })
  const figures = figuresOf(fields, cells)
  if ('zh' in figures) return figures
  const recorded = lookups.recordedFrom(employeeId, figures.year)
  if (recorded) return reasonOf('recorded', { year: figures.year, month: recorded })
  return { line, employeeId, ...figures }
}

/**
 * Checks every row of an opening-balance file: the header (every required column, none unknown or twice: otherwise
 * every row is refused with it), then per row the person (a job number of the company in the caller's data range),
 * the year and month, the amounts (no text, no negative, at most two decimals and 12 digits), that no payroll run
 * recorded a month of the person's year yet, and once per person and year (repeated rows are all refused: which one
 * holds is not for the import to guess).
 */
export function checkOpeningTable(
  table: Table,
  lookups: OpeningLookups,
): { rows: CheckedRow[]; refused: RefusedRow[] } {
  const { fields, problems } = columnsOf(table.header)
  const refused: RefusedRow[] = []
  const checked: CheckedRow[] = []
  for (const [index, cells] of table.rows.entries()) {
    const line = index + 2
    const verdict: CheckedRow | Both =
      problems.length > 0
        ? { zh: problems.map((p) => p.zh).join('；'), en: problems.map((p) => p.en).join('; ') }
        : checkedRow(fields, cells, line, lookups)
    if ('zh' in verdict) refused.push({ line, cells, reason: verdict })
    else checked.push(verdict)
  }
  const linesOf = new Map<string, number[]>()
  for (const row of checked) {
    const key = `${row.employeeId}:${row.year}`
    linesOf.set(key, [...(linesOf.get(key) ?? []), row.line])
  }
  const rows = checked.filter((row) => {
    const lines = linesOf.get(`${row.employeeId}:${row.year}`)!
    if (lines.length === 1) return true
    const other = lines.find((line) => line !== row.line)!
    refused.push({ line: row.line, cells: table.rows[row.line - 2], reason: reasonOf('repeated', { line: other }) })
    return false
  })
  refused.sort((a, b) => a.line - b.line)
  return { rows, refused }
}
