import { route } from '../route'
import { bool, integer, list, literal, nullable, objectBody, record, str, text, Type } from '../schema'
import { REPORT } from './codes'
import { givenParams, paramValues, reportTable } from './shared'

const TENANT = "the session tenant's data, reports the caller is granted (tenant-isolation/report-centre.test.ts)"
/** The codes of checking a report and its parameters (no permission to it is the shared 403001, HTTP 403). */
const CHECKS = [REPORT.unknownReport, REPORT.badParam]

const base = { name: str(), label: str(), required: bool() }
/** One parameter of a report, as the catalogue describes it (label in the caller's language). */
export const reportParam = Type.Union([
  record({ ...base, kind: literal('month') }),
  record({ ...base, kind: literal('department') }),
  record({ ...base, kind: literal('count'), min: integer(), max: integer(), default: integer() }),
])
/** A report's entry in the catalogue, in the caller's language. */
export const catalogueReport = record({
  code: str(),
  app: str(),
  title: str(),
  description: str(),
  params: list(reportParam),
})
export const department = record({ id: integer(), name: str(), parentId: nullable(integer()) })

const runBody = () => objectBody({ code: text(60, 1), params: givenParams() }, ['code'])

/**
 * The report centre (/report/web/centre): the catalogue of the reports the caller may run (every service's reports,
 * filtered by their function), running one with its parameters, and its Excel file.
 */
export const centre = {
  catalogue: route({
    method: 'POST',
    path: '/report/web/centre/catalogue',
    body: objectBody({}),
    result: record({ reports: list(catalogueReport), departments: list(department) }),
    errors: [],
    tenant: TENANT,
    summary: "The reports the caller may run, and the tenant's departments when a report asks for one.",
  }),
  run: route({
    method: 'POST',
    path: '/report/web/centre/run',
    body: runBody(),
    result: record({ code: str(), title: str(), params: paramValues(), table: reportTable }),
    errors: CHECKS,
    tenant: TENANT,
    summary: 'Runs a report with its parameters (relative months made real) and answers its table.',
  }),
  export: route({
    method: 'POST',
    path: '/report/web/centre/export',
    body: runBody(),
    file: true,
    errors: CHECKS,
    tenant: TENANT,
    summary: 'The same as an Excel file.',
  }),
}
