import { route } from '../route'
import { integer, list, nullable, objectBody, oneOf, record, str } from '../schema'
import { claimSummary } from './claims'
import { EXPENSES } from './codes'
import { DATE } from './fields'

export const REPORT_DIMENSIONS = ['category', 'department', 'month', 'person'] as const

/** One group of a report: its key (category code, department id, YYYY-MM, employee id) and name, claims and total. */
export const reportRow = record({ key: str(), name: str(), count: integer(), total: str() })
const PERIOD = objectBody({ from: DATE, to: DATE, by: oneOf(REPORT_DIMENSIONS) }, ['from', 'to', 'by'])

/**
 * Expense reports (function 8904, finance): approved and paid claims' lines of a period (by line date, at most
 * 366 days) totalled by category, department, month or person; the same as xlsx.
 */
export const reports = {
  summary: route({
    method: 'POST',
    path: '/salary/web/expense/report/summary',
    body: PERIOD,
    result: record({ rows: list(reportRow), total: str() }),
    errors: [EXPENSES.badPeriod],
    tenant: "the session tenant's approved and paid claims (finance, 8904)",
    summary: 'Totals of a period by category, department, month or person.',
  }),
  export: route({
    method: 'POST',
    path: '/salary/web/expense/report/export',
    body: PERIOD,
    file: true,
    errors: [EXPENSES.badPeriod],
    tenant: "the session tenant's approved and paid claims (finance, 8904)",
    summary: 'The same totals as an xlsx file.',
  }),
}

/** A claim or advance waiting for the caller's approval. */
export const waitingItem = record({
  kind: oneOf(['claim', 'advance']),
  id: str(),
  instanceId: str(),
  title: str(),
  applicantName: str(),
  amount: str(),
  submittedAt: nullable(integer()),
})

/** The home page's expenses widget (anyone signed in): my latest claims and what waits for my approval. */
export const widget = {
  mine: route({
    method: 'POST',
    path: '/salary/web/expense/widget/mine',
    body: objectBody({}),
    result: record({ claims: list(claimSummary), waiting: list(waitingItem), waitingCount: integer() }),
    errors: [],
    tenant: "the caller's own claims and approvals of the session tenant",
    summary: "The caller's five latest claims and the expense approvals waiting for them.",
  }),
}
