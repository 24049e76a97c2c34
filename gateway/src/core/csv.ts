/**
 * The one way the gateway writes CSV (exports, error reports, templates, bank files): every cell through `csvCell`, every
 * file through `csvFile`. csv-writers.test.ts fails on a file that writes CSV another way.
 */

/** The separators a CSV file may use (a bank's layout picks one; everything else writes commas). */
export type CsvSeparator = ',' | ';' | '|' | '\t'

// A field start: the cell's start, or after any character a spreadsheet may split fields on
// (the comma, the semicolon of locales that use it as the list separator, tab, pipe, line breaks).
// The separator is looked behind at and the formula character ahead at, neither taken: a tab or CR
// that gets the apostrophe also starts the next field, which is guarded in turn.
const FORMULA_AT_FIELD_START = /(?<=^|[,;\t|\r\n])([ ]*)(?=[=+\-@\t\r])/g
const NEEDS_QUOTES = /[",;|\t\n\r]/
const PLAIN_AMOUNT = /^-?\d+(\.\d+)?$/

/**
 * One CSV cell. Every field start a spreadsheet would read as a formula (=, +, -, @, tab, CR), also after a `;`, `,`,
 * `|` or tab inside the value, is neutralised with an apostrophe; a cell holding a quote, a separator of any kind,
 * a tab or a line break is quoted.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_AT_FIELD_START, "$1'")
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** An amount the gateway computed ('-12.50'): written as the number it is (a bank reads it); anything else as a cell. */
export const csvAmount = (amount: string): string => (PLAIN_AMOUNT.test(amount) ? amount : csvCell(amount))

/** A line of cells, each through csvCell, joined by the separator. */
export const csvRow = (values: string[], separator: CsvSeparator = ','): string => values.map(csvCell).join(separator)

/** One line of cells where the columns marked `amounts` are written as plain amounts (csvAmount), the rest as cells. */
export const csvLineWithAmounts = (values: string[], separator: CsvSeparator, amounts: boolean[]): string =>
  values.map((value, index) => (amounts[index] ? csvAmount : csvCell)(value)).join(separator)

/**
 * A file of written lines (csvRow), each ending with CRLF; with a byte-order mark unless told not to, so that Excel reads
 * it as UTF-8 (a bank's import tool may refuse one).
 */
export const csvFile = (lines: string[], options: { bom?: boolean } = {}): string =>
  `${options.bom === false ? '' : '\uFEFF'}${lines.map((line) => `${line}\r\n`).join('')}`
