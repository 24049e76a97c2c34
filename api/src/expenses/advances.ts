import { route } from '../route'
import { bool, int, integer, list, nullable, objectBody, oneOf, paragraph, record, str } from '../schema'
import { WORKFLOW } from '../workflow/codes'
import { EXPENSES } from './codes'
import { AMOUNT, DATE, MONTH, uuid } from './fields'

const OWN = "the caller's own advances of the session tenant (expenses/advances.test.ts)"
export const ADVANCE_STATUSES = ['submitted', 'approved', 'rejected', 'withdrawn', 'settled'] as const
/** What became of an advance's remainder once its claims settled it: repaid by the employee or deducted in payroll. */
export const REMAINDER_WAYS = ['repaid', 'deducted'] as const

/**
 * An advance: `settled` is what claims settled so far, `open` what is left (amount less settled, less a remainder
 * repaid or deducted). `remainderWay` and `remainderMonth` (payroll month of a deduction) once finance closed it.
 */
export const advance = record({
  id: str(),
  employeeId: integer(),
  employeeName: str(),
  amount: str(),
  reason: str(),
  neededBy: nullable(str()),
  status: oneOf(ADVANCE_STATUSES),
  settled: str(),
  open: str(),
  remainderWay: nullable(oneOf(REMAINDER_WAYS)),
  remainderAmount: nullable(str()),
  remainderMonth: nullable(str()),
  instanceId: nullable(str()),
  claimIds: list(str()),
  submittedAt: integer(),
  mine: bool(),
})

/** My advances (function 8901): ask one (workflow `expenseAdvance`, approved as claims are), mine, one, withdraw. */
export const advances = {
  request: route({
    method: 'POST',
    path: '/salary/web/expense/advance/request',
    body: objectBody({ amount: AMOUNT, reason: paragraph(500, 1), neededBy: DATE }, ['amount', 'reason']),
    result: advance,
    errors: [EXPENSES.badAmount, EXPENSES.noStaff, WORKFLOW.noApprover],
    tenant: OWN,
    summary: 'Asks an advance; its approval runs as a claim’s does.',
  }),
  mine: route({
    method: 'POST',
    path: '/salary/web/expense/advance/mine',
    body: objectBody({ page: int(1, 100_000), rows: int(1, 100), status: oneOf(ADVANCE_STATUSES), open: bool() }),
    result: record({ total: integer(), rows: list(advance) }),
    errors: [],
    tenant: OWN,
    summary: "The caller's advances, newest first (`open`: only approved ones with something left to settle).",
  }),
  detail: route({
    method: 'POST',
    path: '/salary/web/expense/advance/detail',
    body: objectBody({ id: uuid() }, ['id']),
    result: advance,
    errors: [EXPENSES.advanceNotFound],
    tenant: "the session tenant's advances, for the applicant, whoever may see its approval, and finance (8903)",
    summary: 'An advance with what its claims settled and what is open.',
  }),
  withdraw: route({
    method: 'POST',
    path: '/salary/web/expense/advance/withdraw',
    body: objectBody({ id: uuid() }, ['id']),
    result: advance,
    errors: [EXPENSES.advanceNotFound, EXPENSES.notWithdrawable, EXPENSES.noStaff, WORKFLOW.illegalTransition],
    tenant: OWN,
    summary: 'Takes back an advance while its approval runs.',
  }),
}

/**
 * Finance closes an approved advance's open remainder (function 8903): repaid by the employee, or deducted in the
 * payroll of `month` (an after-tax deduction the payroll run reads).
 */
export const advanceFinance = {
  list: route({
    method: 'POST',
    path: '/salary/web/expense/advance/list',
    body: objectBody({ page: int(1, 100_000), rows: int(1, 100), status: oneOf(ADVANCE_STATUSES), open: bool() }),
    result: record({ total: integer(), rows: list(advance) }),
    errors: [],
    tenant: "the session tenant's advances (finance, 8903)",
    summary: "The tenant's advances, newest first.",
  }),
  closeRemainder: route({
    method: 'POST',
    path: '/salary/web/expense/advance/closeRemainder',
    body: objectBody({ id: uuid(), way: oneOf(REMAINDER_WAYS), month: MONTH }, ['id', 'way']),
    result: advance,
    errors: [EXPENSES.advanceNotFound, EXPENSES.advanceNotOpen, EXPENSES.badMonth],
    tenant: "the session tenant's advances (finance, 8903)",
    summary: 'Closes what is left of an advance: repaid, or deducted in a payroll month.',
  }),
}
