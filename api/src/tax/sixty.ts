import { route } from '../route'
import { bool, flag, id, integer, list, objectBody, record, str } from '../schema'
import { ETAX } from './codes'
import { YEAR, yearBody } from './shared'

const SCOPED = "the session tenant's staff within the caller's data range (tenant-isolation/etax.test.ts)"

/** A person employed here since the previous year's first day, with that year's records and the flag of the 60,000 rule. */
export const sixtyRow = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organ: str(),
  organEn: str(),
  /** 'YYYY-MM-DD' of the staff record's entry date. */
  entryDate: str(),
  flagged: bool(),
  /** The company's records cover every month of the previous year. */
  lastYearKnown: bool(),
  lastYearMonths: integer(),
  lastYearIncome: str(),
  /** Withheld here every month of the previous year with wage income of at most 60,000 (by the records). */
  qualifies: bool(),
})

/**
 * The 60,000 rule (国家税务总局公告2020年第19号, Monthly withholding 8301): with the flag of a year the basic deduction
 * counts 60,000 from January, so nothing is withheld until the year's income passes 60,000.
 */
export const sixtyThousand = {
  list: route({
    method: 'POST',
    path: '/etax/web/sixtyThousand/list',
    body: yearBody,
    result: record({ year: integer(), rows: list(sixtyRow) }),
    errors: [],
    tenant: SCOPED,
    summary: 'The people employed since the previous year began, with its records and the flag.',
  }),
  mark: route({
    method: 'POST',
    path: '/etax/web/sixtyThousand/mark',
    body: objectBody({ year: YEAR, employeeId: id(), flagged: flag() }, ['year', 'employeeId', 'flagged']),
    result: record({ employeeId: integer(), flagged: bool() }),
    errors: [ETAX.personNotFound, ETAX.notWholeYear, ETAX.notEveryMonth, ETAX.overSixty],
    tenant: SCOPED,
    summary: "Sets or clears a person's flag of the 60,000 rule for a year.",
  }),
  fill: route({
    method: 'POST',
    path: '/etax/web/sixtyThousand/fill',
    body: yearBody,
    result: record({ year: integer(), flagged: integer() }),
    errors: [],
    tenant: SCOPED,
    summary: "Flags everyone whose previous year's records qualify; answers how many were newly flagged.",
  }),
}
