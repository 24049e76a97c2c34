import { route } from '../route'
import { bool, id, integer, list, matching, nullable, objectBody, oneOf, record, str, Type } from '../schema'
import { PAYSLIP } from './codes'

const TENANT = "the session tenant's layout and final runs (salary/payslip/tenants.test.ts)"
export const BANK_COLUMNS = ['jobNumber', 'name', 'bankName', 'account', 'amount', 'currency', 'purpose'] as const
export const SEPARATORS = [',', ';', '|', '\t'] as const
export const ENCODINGS = ['utf-8', 'gbk'] as const
const MONTH = matching('^20\\d{2}-(0[1-9]|1[0-2])$')

/** A tenant's bank file layout. `purpose` may hold {month}, replaced by the run's month. */
export const bankLayout = record({
  columns: list(oneOf(BANK_COLUMNS)),
  header: bool(),
  separator: oneOf(SEPARATORS),
  encoding: oneOf(ENCODINGS),
  currency: str(),
  purpose: str(),
})
export const finalRun = record({
  runId: integer(),
  month: str(),
  groupId: integer(),
  groupName: str(),
  status: oneOf(['locked', 'published']),
  headcount: integer(),
})
const figures = { headcount: integer(), gross: str(), employer: str(), net: str(), tax: str() }
/** One month's payroll of a department and cost centre (`costCentreName`: the dictionary's name of the code, null if none). */
export const costRow = record({
  month: str(),
  organId: integer(),
  organName: str(),
  organPath: list(str()),
  costCentre: str(),
  costCentreName: nullable(str()),
  ...figures,
})

/** The bank transfer file (820404, a button of the runs page). */
export const bankFile = {
  layout: route({
    method: 'POST',
    path: '/salary/web/bankFile/layout',
    body: objectBody({}),
    result: bankLayout,
    errors: [],
    tenant: TENANT,
    summary: "The tenant's layout.",
  }),
  saveLayout: route({
    method: 'POST',
    path: '/salary/web/bankFile/saveLayout',
    body: objectBody(
      {
        columns: Type.Array(oneOf(BANK_COLUMNS), { minItems: 1, maxItems: BANK_COLUMNS.length, uniqueItems: true }),
        header: Type.Boolean(),
        separator: oneOf(SEPARATORS),
        encoding: oneOf(ENCODINGS),
        currency: matching('^[A-Z]{3}$'),
        purpose: Type.String({ maxLength: 60 }),
      },
      ['columns', 'header', 'separator', 'encoding', 'currency', 'purpose'],
    ),
    result: bankLayout,
    errors: [PAYSLIP.badLayout],
    tenant: TENANT,
    summary: 'Saves the layout; answers it as stored.',
  }),
  runs: route({
    method: 'POST',
    path: '/salary/web/bankFile/runs',
    body: objectBody({}),
    result: record({ runs: list(finalRun) }),
    errors: [],
    tenant: TENANT,
    summary: 'The runs whose figures are final (locked or published).',
  }),
  transfers: route({
    method: 'POST',
    path: '/salary/web/bankFile/transfers',
    body: objectBody({ runId: id() }, ['runId']),
    result: record({
      runId: integer(),
      month: str(),
      groupName: str(),
      fileName: str(),
      columns: list(oneOf(BANK_COLUMNS)),
      header: list(str()),
      rows: list(list(str())),
      total: str(),
    }),
    tenant: TENANT,
    errors: [PAYSLIP.runNotFound, PAYSLIP.runNotFinal, PAYSLIP.missingAccounts],
    summary:
      "A run's transfers as its file holds them: the layout's columns and their names, one row of cells per person, the total.",
  }),
  export: route({
    method: 'POST',
    path: '/salary/web/bankFile/export',
    body: objectBody({ runId: id() }, ['runId']),
    file: true,
    tenant: TENANT,
    errors: [PAYSLIP.runNotFound, PAYSLIP.runNotFinal, PAYSLIP.missingAccounts, PAYSLIP.notEncodable],
    summary:
      "A run's file, named after the run (its group and month): one line per person with the net pay and the account of their profile.",
  }),
}

/** The payroll cost report of the BI app (4004). */
export const payrollCost = {
  summary: route({
    method: 'POST',
    path: '/salary/web/payrollCost/summary',
    body: objectBody({ from: MONTH, to: MONTH }, ['from', 'to']),
    errors: [],
    tenant: "the session tenant's final runs, lines of the caller's data range (salary/payslip/tenants.test.ts)",
    result: record({ from: str(), to: str(), rows: list(costRow), total: record(figures) }),
    summary: "By month, department and cost centre, within the caller's data range.",
  }),
}
