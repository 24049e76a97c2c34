import { route } from '../route'
import {
  Type,
  bool,
  flag,
  id,
  int,
  integer,
  list,
  matching,
  nullable,
  objectBody,
  oneOf,
  record,
  str,
  text,
} from '../schema'
import { ETAX } from './codes'
import { YEAR, yearBody } from './shared'

const SCOPED = "the session tenant's staff within the caller's data range (tenant-isolation/etax.test.ts)"

/** A non-negative amount as typed: at most 12 digits and two decimals. */
const AMOUNT = matching('^\\d{1,12}(\\.\\d{1,2})?$')

/** A person's figures of a year before the first month the product pays; money as decimal strings with two places. */
export const openingFigures = record({
  /** The last month (1–11) the figures cover. */
  through: integer(),
  income: str(),
  social: str(),
  special: str(),
  other: str(),
  basicMonths: integer(),
  tax: str(),
  bonusSeparate: bool(),
})

export const openingRow = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organ: str(),
  organEn: str(),
  opening: nullable(record({ ...openingFigures.properties, updatedAt: integer() })),
  /** The first month ('YYYY-MM') a payroll run recorded for the person this year: the balance can no longer change. */
  recordedFrom: nullable(str()),
})

const personBody = objectBody({ year: YEAR, employeeId: id() }, ['year', 'employeeId'])

/**
 * Opening balances (Monthly withholding, 8301): for a company that starts using the product mid-year, each person's
 * cumulative figures of the year before its first month; the cumulative withholding starts from them.
 */
export const opening = {
  list: route({
    method: 'POST',
    path: '/etax/web/opening/list',
    body: yearBody,
    result: record({ year: integer(), rows: list(openingRow) }),
    errors: [],
    tenant: SCOPED,
    summary: 'The people employed in the year with their opening balance and the first month a run recorded.',
  }),
  save: route({
    method: 'POST',
    path: '/etax/web/opening/save',
    body: objectBody(
      {
        year: YEAR,
        employeeId: id(),
        through: int(1, 11),
        income: AMOUNT,
        social: AMOUNT,
        special: AMOUNT,
        other: AMOUNT,
        basicMonths: int(0, 11),
        tax: AMOUNT,
        bonusSeparate: flag(),
      },
      ['year', 'employeeId', 'through', 'income', 'social', 'special', 'other', 'basicMonths', 'tax', 'bonusSeparate'],
    ),
    result: record({ ...openingFigures.properties, updatedAt: integer() }),
    errors: [ETAX.personNotFound, ETAX.openingRecorded, ETAX.openingMonths],
    tenant: SCOPED,
    summary: "Sets a person's opening balance of a year (written to the trail).",
  }),
  remove: route({
    method: 'POST',
    path: '/etax/web/opening/remove',
    body: personBody,
    result: record({ removed: bool() }),
    errors: [ETAX.personNotFound, ETAX.openingRecorded],
    tenant: SCOPED,
    summary: "Removes a person's opening balance of a year (written to the trail).",
  }),
  trail: route({
    method: 'POST',
    path: '/etax/web/opening/trail',
    body: personBody,
    result: record({
      entries: list(
        record({
          action: oneOf(['import', 'edit', 'delete'] as const),
          before: nullable(openingFigures),
          after: nullable(openingFigures),
          userName: str(),
          at: integer(),
        }),
      ),
    }),
    errors: [ETAX.personNotFound],
    tenant: SCOPED,
    summary: "The changes of a person's opening balance of a year, newest first.",
    noScreen:
      "For auditors and scripts that trace an opening balance's changes; the tax app lists the balances as they stand (opening.list).",
  }),
  template: route({
    method: 'POST',
    path: '/etax/web/opening/template',
    body: yearBody,
    file: true,
    errors: [],
    tenant: SCOPED,
    summary: 'The Excel template of the import, its columns named in both languages.',
  }),
  import: route({
    method: 'POST',
    path: '/etax/web/opening/import',
    body: objectBody(
      {
        fileName: text(200, 1),
        content: Type.String({ minLength: 1, maxLength: 2_800_000, pattern: '^[A-Za-z0-9+/=\\s]+$' }),
        /** Import the valid rows even when some are refused. */
        confirm: flag(),
      },
      ['fileName', 'content'],
    ),
    result: record({
      total: integer(),
      valid: integer(),
      imported: integer(),
      refused: integer(),
      refusedRows: list(record({ line: integer(), jobNumber: str(), reason: str() })),
      /** Every refused row with its reason in both languages (CSV, UTF-8 with BOM); null when none. */
      refusedCsv: nullable(str()),
    }),
    errors: [ETAX.openingFile],
    tenant: SCOPED,
    summary:
      'Imports opening balances from Excel or CSV: nothing is written while a row is refused unless confirmed; then the valid rows in one transaction.',
  }),
}
