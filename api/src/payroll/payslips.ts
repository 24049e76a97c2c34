import { route } from '../route'
import {
  bool,
  id,
  integer,
  list,
  nullable,
  num,
  objectBody,
  oneOf,
  optional,
  paragraph,
  record,
  str,
  text,
  Type,
} from '../schema'
import { PAYSLIP } from './codes'

const OWN = "the caller's own line of a published run of the session tenant (salary/payslip/tenants.test.ts)"
const RANGE = "the session tenant's published runs, people of the caller's data range (salary/payslip/tenants.test.ts)"
const GRANT = text(100, 1)
const ON_SLIP = objectBody({ runId: id(), grant: GRANT }, ['runId', 'grant'])
const SLIP_ERRORS = [PAYSLIP.noStaffRecord, PAYSLIP.grantNeeded, PAYSLIP.notFound]
export const INSURANCE_KINDS = ['pension', 'medical', 'unemployment', 'injury', 'maternity', 'housingFund'] as const

export const payslipSummary = record({
  runId: integer(),
  month: str(),
  /** What the run paid: the monthly pay, an off-cycle payment (with its name) or a correction (run-kinds.ts). */
  kind: oneOf(['regular', 'offCycle', 'correction'] as const),
  name: str(),
  publishedAt: nullable(num()),
  viewed: bool(),
  confirmed: bool(),
})
export const question = record({
  id: integer(),
  question: str(),
  askedAt: num(),
  answer: nullable(str()),
  answeredAt: nullable(num()),
})
/** A payslip as its owner sees it: the totals and the detail as calculated (employer costs left out). */
export const payslip = record({
  runId: integer(),
  month: str(),
  publishedAt: nullable(num()),
  gross: str(),
  deductions: str(),
  social: str(),
  tax: str(),
  net: str(),
  detail: record({
    items: list(
      record({
        code: str(),
        nameZh: str(),
        nameEn: str(),
        kind: oneOf(['earning', 'deduction', 'employer']),
        amount: str(),
        onPayslip: optional(bool()),
      }),
    ),
    insurance: list(record({ kind: oneOf(INSURANCE_KINDS), base: str(), employee: str(), employer: str() })),
    tax: nullable(
      record({
        income: optional(str()),
        ytdIncome: optional(str()),
        ytdTaxable: optional(str()),
        ytdTax: optional(str()),
        withheld: str(),
        /** `separateIn`: the earlier month of the year whose bonus was taxed on its own (this one was added to wages). */
        bonus: nullable(
          record({
            amount: str(),
            method: oneOf(['separate', 'combined']),
            tax: str(),
            separateIn: optional(str()),
          }),
        ),
      }),
    ),
    attendance: nullable(
      record({
        daysDue: num(),
        daysWorked: num(),
        unpaidLeaveDays: num(),
        absentDays: num(),
        lateCount: num(),
        overtimeHours: num(),
        /** Minutes of overtime paid by the class of the day worked (lines calculated before: absent). */
        overtimeMinutes: optional(record({ workday: integer(), restDay: integer(), statutory: integer() })),
      }),
    ),
  }),
  name: str(),
  jobNumber: str(),
  watermark: str(),
  viewedAt: nullable(num()),
  confirmedAt: nullable(num()),
  questions: list(question),
})
export const runReceipts = record({
  runId: integer(),
  month: str(),
  groupName: str(),
  publishedAt: nullable(num()),
  people: integer(),
  viewed: integer(),
  confirmed: integer(),
  open: integer(),
})
export const personReceipt = record({
  runId: integer(),
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organName: str(),
  viewedAt: nullable(num()),
  confirmedAt: nullable(num()),
  questions: list(question),
})

/** My payslips (8221, every staff member's): opening one needs a view grant, given for five minutes by checking the password again. */
export const payslips = {
  list: route({
    method: 'POST',
    path: '/salary/web/payslip/list',
    body: objectBody({}),
    errors: [PAYSLIP.noStaffRecord],
    tenant: OWN,
    result: record({ method: oneOf(['password', 'totp']), payslips: list(payslipSummary) }),
    summary: 'My published payslips (no figures) and how to reconfirm.',
  }),
  verify: route({
    method: 'POST',
    path: '/salary/web/payslip/verify',
    body: objectBody({ password: text(200, 1), code: text(20, 1) }),
    result: record({ grant: str(), expiresAt: num() }),
    // 400131: the authenticator's code is wrong (a user with an authenticator confirms with it).
    errors: [PAYSLIP.wrongPassword, PAYSLIP.held, 400131],
    tenant: "the caller's own password or authenticator; the grant is bound to this session",
    summary: 'The view grant, for the password (or the code).',
  }),
  detail: route({
    method: 'POST',
    path: '/salary/web/payslip/detail',
    body: ON_SLIP,
    result: payslip,
    errors: SLIP_ERRORS,
    tenant: OWN,
    summary: 'A payslip, marked viewed.',
  }),
  confirm: route({
    method: 'POST',
    path: '/salary/web/payslip/confirm',
    body: ON_SLIP,
    result: record({ confirmedAt: num() }),
    errors: SLIP_ERRORS,
    tenant: OWN,
    summary: 'Confirms a payslip.',
  }),
  ask: route({
    method: 'POST',
    path: '/salary/web/payslip/ask',
    body: objectBody(
      {
        runId: id(),
        grant: GRANT,
        question: Type.String({ minLength: 1, maxLength: 1000, cleanText: 'paragraph', pattern: '\\S' }),
      },
      ['runId', 'grant', 'question'],
    ),
    result: record({ id: integer(), questions: list(question) }),
    errors: SLIP_ERRORS,
    tenant: OWN,
    summary: 'Asks payroll about a payslip.',
  }),
  pdf: route({
    method: 'POST',
    path: '/salary/web/payslip/pdf',
    body: ON_SLIP,
    file: true,
    errors: [...SLIP_ERRORS, PAYSLIP.noFont],
    tenant: OWN,
    summary: 'The payslip as a PDF.',
  }),
}

/** Payslip receipts (8222; 822201 answers): per published run, who viewed and confirmed and what they asked. */
export const receipts = {
  runs: route({
    method: 'POST',
    path: '/salary/web/payslipReceipts/runs',
    body: objectBody({}),
    result: record({ runs: list(runReceipts) }),
    errors: [],
    tenant: RANGE,
    summary: 'Published runs with their counts of viewed, confirmed and open questions.',
  }),
  list: route({
    method: 'POST',
    path: '/salary/web/payslipReceipts/list',
    body: objectBody({ runId: id() }, ['runId']),
    errors: [PAYSLIP.runNotFound],
    tenant: RANGE,
    result: record({ runId: integer(), month: str(), people: list(personReceipt) }),
    summary: "A published run's people with their receipts and questions.",
  }),
  answer: route({
    method: 'POST',
    path: '/salary/web/payslipReceipts/answer',
    body: objectBody(
      {
        questionId: id(),
        answer: Type.String({ minLength: 1, maxLength: 1000, cleanText: 'paragraph', pattern: '\\S' }),
      },
      ['questionId', 'answer'],
    ),
    result: record({ id: integer(), answeredAt: num() }),
    errors: [PAYSLIP.questionNotFound, PAYSLIP.answeredAlready],
    tenant: RANGE,
    summary: 'Answers a question; the asker is told.',
  }),
}
