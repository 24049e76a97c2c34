import { route } from '../route'
import { int, integer, list, nullable, objectBody, oneOf, paragraph, record, str, text, bool, id } from '../schema'
import { WORKFLOW } from '../workflow/codes'
import { EXPENSES } from './codes'
import { AMOUNT, CATEGORY_CODE, DATE, FILE_ID, PROJECT, uuid } from './fields'

const OWN = "the caller's own claims of the session tenant (expenses/claims.test.ts)"
export const CLAIM_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'paid', 'withdrawn'] as const
export const PAYMENT_WAYS = ['payroll', 'bank'] as const
export const FINDING_KINDS = [
  'over-line',
  'over-day',
  'over-month',
  'future-date',
  'bad-amount',
  'too-many-decimals',
  'category-disabled',
] as const

/** A policy finding on a line: a warning or a refusal, its limit and the amount over it, and its text in the caller's language. */
export const finding = record({
  kind: oneOf(FINDING_KINDS),
  action: oneOf(['warn', 'refuse']),
  limit: nullable(str()),
  over: nullable(str()),
  message: str(),
})

/** Another claim of the tenant holding the same receipt: by the file's hash or by the invoice number and amount. */
export const duplicateOf = record({ claimId: str(), claimTitle: str(), reason: oneOf(['hash', 'invoice']) })

/** A receipt: `url` is a signed link (about a day) the UI opens or shows as an image; `duplicates` empty when none. */
export const receipt = record({
  id: str(),
  lineId: nullable(str()),
  fileId: str(),
  fileName: str(),
  type: str(),
  size: integer(),
  url: str(),
  invoiceNo: nullable(str()),
  amount: nullable(str()),
  duplicates: list(duplicateOf),
})

export const claimLine = record({
  id: str(),
  date: str(),
  categoryCode: str(),
  categoryNameZh: str(),
  categoryNameEn: str(),
  amount: str(),
  description: str(),
  project: str(),
  findings: list(finding),
})

/** Where and when a claim was paid: through payroll (its month and run) or a reimbursement bank file. */
export const payment = record({
  way: nullable(oneOf(PAYMENT_WAYS)),
  payrollMonth: nullable(str()),
  payrollRunId: nullable(integer()),
  bankBatchId: nullable(str()),
  paidAt: nullable(integer()),
})

/** A claim in a list; amounts in yuan with two decimals; `warnings` counts the lines' policy warnings. */
const claimFields = {
  id: str(),
  title: str(),
  status: oneOf(CLAIM_STATUSES),
  employeeId: integer(),
  employeeName: str(),
  departmentName: str(),
  currency: str(),
  total: str(),
  advanceSettled: str(),
  payable: str(),
  lineCount: integer(),
  receiptCount: integer(),
  warnings: integer(),
  duplicates: integer(),
  submittedAt: nullable(integer()),
  paidAt: nullable(integer()),
  createdAt: integer(),
}
export const claimSummary = record(claimFields)
/**
 * A claim in full: for its owner, whoever may see its approval (the approver sees lines, receipts and findings) and
 * finance. `advanceId` names the advance it settles; `editable` whether the caller may still change it.
 */
export const claimDetail = record({
  ...claimFields,
  departmentId: nullable(integer()),
  advanceId: nullable(str()),
  instanceId: nullable(str()),
  lines: list(claimLine),
  receipts: list(receipt),
  payment,
  mine: bool(),
  editable: bool(),
})

const lineInput = objectBody(
  {
    id: uuid(),
    date: DATE,
    categoryCode: CATEGORY_CODE,
    amount: AMOUNT,
    description: paragraph(500),
    project: PROJECT,
  },
  ['date', 'categoryCode', 'amount'],
)

/**
 * My expense claims (function 8901). Save creates a draft (no id) or replaces a draft's title and lines (lines keep
 * their id when sent with it; receipts of a line removed stay on the claim unlinked). `employeeId`, when sent, must be
 * the caller's own (a claim for another person is refused).
 */
export const claims = {
  save: route({
    method: 'POST',
    path: '/salary/web/expense/claim/save',
    body: objectBody(
      {
        id: uuid(),
        employeeId: id(),
        title: text(100, 1),
        advanceId: uuid(),
        lines: list(lineInput, { maxItems: 100 }),
      },
      ['title', 'lines'],
    ),
    result: claimDetail,
    errors: [
      EXPENSES.notFound,
      EXPENSES.notEditable,
      EXPENSES.notForOthers,
      EXPENSES.noStaff,
      EXPENSES.unknownCategory,
      EXPENSES.badAmount,
      EXPENSES.futureDate,
      EXPENSES.policyRefused,
      EXPENSES.advanceNotFound,
      EXPENSES.advanceNotOpen,
    ],
    tenant: OWN,
    summary: 'Creates or changes a draft claim (title, lines, the advance it settles); answers it with its findings.',
  }),
  submit: route({
    method: 'POST',
    path: '/salary/web/expense/claim/submit',
    body: objectBody({ id: uuid() }, ['id']),
    result: claimDetail,
    errors: [
      EXPENSES.notFound,
      EXPENSES.notEditable,
      EXPENSES.noLines,
      EXPENSES.policyRefused,
      EXPENSES.advanceNotOpen,
      EXPENSES.advanceNotFound,
      EXPENSES.unknownCategory,
      EXPENSES.badAmount,
      EXPENSES.futureDate,
      EXPENSES.noStaff,
      WORKFLOW.noApprover,
      WORKFLOW.illegalTransition,
    ],
    tenant: OWN,
    summary: 'Submits a draft to its approval (workflow `expenseClaim`: manager, then finance over the limit).',
  }),
  withdraw: route({
    method: 'POST',
    path: '/salary/web/expense/claim/withdraw',
    body: objectBody({ id: uuid() }, ['id']),
    result: claimDetail,
    errors: [EXPENSES.notFound, EXPENSES.notWithdrawable, EXPENSES.noStaff, WORKFLOW.illegalTransition],
    tenant: OWN,
    summary: 'Takes back a submitted claim while its approval runs.',
  }),
  remove: route({
    method: 'POST',
    path: '/salary/web/expense/claim/remove',
    body: objectBody({ id: uuid() }, ['id']),
    result: record({ removed: integer() }),
    errors: [EXPENSES.notFound, EXPENSES.notEditable],
    tenant: OWN,
    summary: 'Deletes a draft (or a withdrawn claim) with its lines and receipts.',
  }),
  mine: route({
    method: 'POST',
    path: '/salary/web/expense/claim/mine',
    body: objectBody({ page: int(1, 100_000), rows: int(1, 100), status: oneOf(CLAIM_STATUSES) }),
    result: record({ total: integer(), rows: list(claimSummary) }),
    errors: [],
    tenant: OWN,
    summary: "The caller's claims, newest first, paged.",
  }),
  detail: route({
    method: 'POST',
    path: '/salary/web/expense/claim/detail',
    body: objectBody({ id: uuid() }, ['id']),
    result: claimDetail,
    errors: [EXPENSES.notFound],
    tenant: "the session tenant's claims, for the claimant, whoever may see its approval, and finance (8903)",
    summary: 'A claim with lines, receipts (links), policy findings, duplicates and payment.',
  }),
}

/**
 * Receipts of my claims (function 8901): the phone or browser uploads the photo or PDF to the file centre
 * (filesApi uploads.upload, accept 'any'), then adds its file id here. Only JPEG, PNG and PDF, not empty, at most
 * `maxBytes` (categories.options answers it). Adding answers the receipt with the other claims holding it.
 */
export const receipts = {
  add: route({
    method: 'POST',
    path: '/salary/web/expense/receipt/add',
    body: objectBody({ claimId: uuid(), fileId: FILE_ID, lineId: uuid(), invoiceNo: text(40), amount: AMOUNT }, [
      'claimId',
      'fileId',
    ]),
    result: receipt,
    errors: [
      EXPENSES.notFound,
      EXPENSES.notEditable,
      EXPENSES.fileNotFound,
      EXPENSES.receiptType,
      EXPENSES.receiptEmpty,
      EXPENSES.receiptTooLarge,
      EXPENSES.badAmount,
    ],
    tenant: OWN,
    summary: 'Attaches one of the caller’s uploads to a draft claim (a line of it optionally) as a receipt.',
  }),
  remove: route({
    method: 'POST',
    path: '/salary/web/expense/receipt/remove',
    body: objectBody({ id: uuid() }, ['id']),
    result: record({ removed: integer() }),
    errors: [EXPENSES.receiptNotFound, EXPENSES.notEditable],
    tenant: OWN,
    summary: 'Removes a receipt from a draft claim.',
  }),
}
