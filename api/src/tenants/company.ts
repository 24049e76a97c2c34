import { route } from '../route'
import { dict, id, int, integer, list, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { TUM } from './codes'

export const COMPANY_STATUSES = ['active', 'disabled'] as const
const OPERATORS = 'platform operators only: cross-tenant by design (company-records.test.ts)'
// Lengths here only bound the input; the gateway's rules.ts answers each field's own message.
const field = (max: number) => text(max)
const CODE_ERRORS = [TUM.badDestination, TUM.codeResendTooSoon, TUM.tooManyAttempts, TUM.channelUnavailable, TUM.busy]

/** One company of the records list, with its tenants (createdAt: epoch ms, 0 for companies older than registration). */
export const companyRecord = record({
  companyId: integer(),
  name: str(),
  status: oneOf(COMPANY_STATUSES),
  createdAt: num(),
  adminAccount: str(),
  staffCount: integer(),
  source: str(),
  tenants: list(record({ tenantId: integer(), name: str(), code: str() })),
})
export const recordsPage = record({
  total: integer(),
  page: integer(),
  rows: list(companyRecord),
  /** Companies by status for the name search (the status filter aside). */
  countData: dict(integer()),
})

/** §7 company register (signed out, in two steps) and company records (platform operators). */
export const company = {
  sendCode: route({
    method: 'POST',
    path: '/tum/web/company/sendCode',
    body: objectBody({ email: text(200, 1), purpose: text(20), captchaToken: text(100) }, ['email']),
    result: Type.Null(),
    errors: [TUM.captchaRequired, ...CODE_ERRORS],
    tenant: { none: 'sends a registration code to an e-mail address; codes belong to a destination' },
    summary:
      "Sends a registration code to the administrator's e-mail (after a captcha pass); answers the same whatever is taken.",
  }),
  verifyCode: route({
    method: 'POST',
    path: '/tum/web/company/verifyCode',
    body: objectBody({ email: text(200, 1), code: text(20, 1) }, ['email', 'code']),
    result: record({ proof: str(), expiresAt: num() }),
    errors: [TUM.badDestination, TUM.wrongCode, TUM.tooManyAttempts],
    tenant: { none: 'checks a registration code and answers a proof of that e-mail; codes belong to a destination' },
    summary: 'Checks the code and answers a proof of the e-mail for the registration.',
  }),
  register: route({
    method: 'POST',
    path: '/tum/web/company/register',
    body: objectBody(
      {
        companyName: field(300),
        tenantName: field(300),
        adminAccount: field(300),
        adminName: field(300),
        adminPhone: field(50),
        adminEmail: field(300),
        password: field(100),
        confirmPassword: field(100),
        proof: field(100),
      },
      ['companyName', 'adminAccount', 'adminName', 'adminPhone', 'adminEmail', 'password', 'confirmPassword'],
    ),
    query: objectBody({ source: field(100), inviteCode: field(100), brand: field(100) }),
    result: record({ companyId: integer(), tenantId: integer(), adminAccount: str() }),
    errors: [
      TUM.weakPassword,
      TUM.wrongCode,
      TUM.tooManyAttempts,
      TUM.busy,
      TUM.companyTaken,
      TUM.accountTaken,
      TUM.phoneTaken,
      TUM.emailTaken,
      TUM.domainBudgetSpent,
      TUM.dayBudgetSpent,
    ],
    tenant: { none: 'creates a new company and its own tenant; reads no tenant rows (registration.test.ts)' },
    summary:
      'Registers a company, its tenant and administrator with a proof of the e-mail (query: source, inviteCode, brand).',
  }),
  records: route({
    method: 'POST',
    path: '/tum/web/company/records',
    body: objectBody({ page: int(1, 100_000), rows: int(1, 200), name: text(100), status: oneOf(COMPANY_STATUSES) }),
    result: recordsPage,
    errors: [],
    tenant: OPERATORS,
    summary: 'Companies, newest first, by name and status, with their tenants and counts by status.',
  }),
  setStatus: route({
    method: 'POST',
    path: '/tum/web/company/setStatus',
    body: objectBody({ companyId: id(), status: oneOf(COMPANY_STATUSES) }, ['companyId', 'status']),
    result: record({ companyId: integer(), status: oneOf(COMPANY_STATUSES) }),
    errors: [TUM.companyNotFound],
    tenant: OPERATORS,
    summary: "Disables a company (its open sessions end) or enables it again; not the operator's own company.",
  }),
}
