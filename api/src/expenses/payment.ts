import { route } from '../route'
import { int, integer, list, nullable, objectBody, oneOf, record, str, Type } from '../schema'
import { claimSummary, CLAIM_STATUSES, PAYMENT_WAYS } from './claims'
import { EXPENSES } from './codes'
import { MONTH, uuid } from './fields'

const TENANT = "the session tenant's claims (finance, 8903; expenses/advances.test.ts)"

/** A claim finance pays: its summary, with how it is (or will be) paid. */
export const payableClaim = record({
  ...claimSummary.properties,
  paymentWay: nullable(oneOf(PAYMENT_WAYS)),
  payrollMonth: nullable(str()),
})
/** A reimbursement bank file: its claims' count and total, when it was made. */
export const bankBatch = record({
  id: str(),
  count: integer(),
  total: str(),
  createdAt: integer(),
  createdByName: str(),
})

/**
 * Paying claims (function 8903, finance). `claims` lists the tenant's claims (approved and unpaid ones by default).
 * `toPayroll` schedules approved claims into the payroll of a month: the run of that month carries each payable as a
 * non-taxable reimbursement, and the claim is paid when the run is paid. `toBank` makes a reimbursement bank file of
 * approved claims (marked paid at once); `bankFile` downloads it (xlsx).
 */
export const payments = {
  claims: route({
    method: 'POST',
    path: '/salary/web/expense/payment/claims',
    body: objectBody({
      page: int(1, 100_000),
      rows: int(1, 100),
      status: oneOf(CLAIM_STATUSES),
      scheduled: Type.Boolean(),
    }),
    result: record({ total: integer(), rows: list(payableClaim) }),
    errors: [],
    tenant: TENANT,
    summary:
      "The tenant's claims by status (approved by default), newest first; `scheduled` false: not yet put to payroll.",
  }),
  toPayroll: route({
    method: 'POST',
    path: '/salary/web/expense/payment/toPayroll',
    body: objectBody({ ids: Type.Array(uuid(), { minItems: 1, maxItems: 500 }), month: MONTH }, ['ids', 'month']),
    result: record({ count: integer(), total: str() }),
    errors: [EXPENSES.notFound, EXPENSES.notPayable, EXPENSES.badMonth],
    tenant: TENANT,
    summary: "Puts approved claims into a month's payroll as non-taxable reimbursements.",
  }),
  toBank: route({
    method: 'POST',
    path: '/salary/web/expense/payment/toBank',
    body: objectBody({ ids: Type.Array(uuid(), { minItems: 1, maxItems: 500 }) }, ['ids']),
    result: bankBatch,
    errors: [EXPENSES.notFound, EXPENSES.notPayable],
    tenant: TENANT,
    summary: 'Makes a reimbursement bank file of approved claims and marks them paid.',
  }),
  batches: route({
    method: 'POST',
    path: '/salary/web/expense/payment/batches',
    body: objectBody({ page: int(1, 100_000), rows: int(1, 100) }),
    result: record({ total: integer(), rows: list(bankBatch) }),
    errors: [],
    tenant: TENANT,
    summary: 'The reimbursement bank files made, newest first.',
  }),
  bankFile: route({
    method: 'POST',
    path: '/salary/web/expense/payment/bankFile',
    body: objectBody({ id: uuid() }, ['id']),
    file: true,
    errors: [EXPENSES.batchNotFound],
    tenant: TENANT,
    summary: "A reimbursement bank file (xlsx): each person's name, bank, account and amount.",
  }),
}
