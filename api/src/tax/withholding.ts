import { route } from '../route'
import { bool, flag, id, integer, list, nullable, objectBody, record, str } from '../schema'
import { ETAX } from './codes'
import { monthBody, monthRecord, YEAR, yearBody } from './shared'

const SCOPED = "the session tenant's staff within the caller's data range (tenant-isolation/etax.test.ts)"

export const monthRow = record({ ...monthRecord.properties, name: str(), jobNumber: str(), organ: str() })
/** One person's year and its annual settlement (the difference: positive to pay, negative to refund). */
export const annualRow = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organ: str(),
  idNumber: str(),
  months: integer(),
  income: str(),
  social: str(),
  special: str(),
  illness: str(),
  withheld: str(),
  separateBonus: str(),
  separateBonusTax: str(),
  basic: str(),
  taxable: str(),
  rate: str(),
  quickDeduction: str(),
  tax: str(),
  difference: str(),
})
/** A person who joined in the year, with HR's mark of no wage income earlier in it. */
export const joiner = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organ: str(),
  organEn: str(),
  /** 'YYYY-MM-DD' of the staff record's entry date. */
  entryDate: str(),
  noEarlierIncome: bool(),
  /** The first month of the year before joining with wage income recorded ('YYYY-MM'): the mark cannot hold. */
  paidBefore: nullable(str()),
})

/** Monthly withholding (8301, the filing file 830101) and the annual summary (8302), within the data range. */
export const withholding = {
  month: route({
    method: 'POST',
    path: '/etax/web/withholding/month',
    body: monthBody,
    result: record({ month: str(), rows: list(monthRow) }),
    errors: [ETAX.organNotFound],
    tenant: SCOPED,
    summary: "Each person's recorded withholding of a month, by department.",
  }),
  export: route({
    method: 'POST',
    path: '/etax/web/withholding/export',
    body: monthBody,
    file: true,
    errors: [ETAX.organNotFound],
    tenant: SCOPED,
    summary: "The month's filing workbook for the e-Tax client (xlsx).",
  }),
  annual: route({
    method: 'POST',
    path: '/etax/web/withholding/annual',
    body: objectBody({ year: YEAR, organId: id() }, ['year']),
    result: record({ year: integer(), rows: list(annualRow) }),
    errors: [ETAX.organNotFound],
    tenant: SCOPED,
    summary: "Each person's year and the annual settlement difference.",
  }),
}

/** The year's joiners and HR's mark of no earlier wage income (8301): with it the basic deduction counts from January. */
export const joiners = {
  list: route({
    method: 'POST',
    path: '/etax/web/joiners/list',
    body: yearBody,
    result: record({ year: integer(), rows: list(joiner) }),
    errors: [],
    tenant: SCOPED,
    summary: 'The people who joined in the year, with their mark.',
  }),
  mark: route({
    method: 'POST',
    path: '/etax/web/joiners/mark',
    body: objectBody({ year: YEAR, employeeId: id(), noEarlierIncome: flag() }, [
      'year',
      'employeeId',
      'noEarlierIncome',
    ]),
    result: record({ employeeId: integer(), noEarlierIncome: bool() }),
    errors: [ETAX.personNotFound, ETAX.joinedEarlier, ETAX.joinedLater, ETAX.paidBefore],
    tenant: SCOPED,
    summary: "Sets or clears a joiner's mark of no wage income earlier in the year.",
  }),
}
