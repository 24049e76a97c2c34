import { route } from '../route'
import { flag, id, integer, list, objectBody, record, str, text, Type } from '../schema'
import { COMMON, SIGNED_IN } from './codes'
import { firstFactor, SESSION_ERRORS } from './sign-in'

export const superTenant = record({ id: integer(), name: str() })
export const superLoginEntry = record({
  tenantId: integer(),
  tenantName: str(),
  operator: str(),
  at: integer(),
  ip: str(),
  userAgent: str(),
})

/**
 * Super login (§1, §7): a platform operator's account and a code sent to its e-mail give a single-use ticket and
 * the tenant list; the ticket and a tenant open a session there, audited. Answers never tell who is an operator.
 */
export const superLogin = {
  sendCode: route({
    method: 'POST',
    path: '/uac/account/superLogin/sendCode',
    body: objectBody({ email: text(200, 1), captchaToken: text(100) }, ['email']),
    result: Type.Null(),
    errors: [
      COMMON.badDestination,
      COMMON.captchaRequired,
      COMMON.captchaFailed,
      COMMON.codeResendTooSoon,
      COMMON.tooManyAttempts,
      COMMON.channelUnavailable,
      COMMON.busy,
    ],
    tenant: { none: "sends a code to a platform operator's e-mail" },
    summary: "A code to an operator's e-mail after a captcha pass; the same answer for any other address.",
  }),
  verify: route({
    method: 'POST',
    path: '/uac/account/superLogin/verify',
    body: objectBody({ account: text(100, 1), code: text(10, 1) }, ['account', 'code']),
    result: record({ ticket: str(), tenants: list(superTenant) }),
    errors: [COMMON.wrongCode, COMMON.tooManyAttempts],
    tenant: { none: 'platform operators may enter every tenant; answers tenant names only' },
    summary: "The operator's account and the code: a single-use ticket and every tenant to pick from.",
  }),
  login: route({
    method: 'POST',
    path: '/uac/account/superLogin',
    body: objectBody({ ticket: text(100, 1), tenantId: id(), noLogin7Days: flag() }, ['ticket']),
    result: firstFactor,
    errors: [COMMON.badInput, COMMON.wrongCode, ...SESSION_ERRORS],
    tenant: { none: 'signs a platform operator in to any tenant, audited (super-login.test.ts)' },
    summary: "The ticket and a tenant: a session there (or the authenticator's second step), audited first.",
  }),
  audit: route({
    method: 'POST',
    path: '/uac/account/superLogin/audit',
    body: objectBody({}),
    result: list(superLoginEntry),
    errors: [COMMON.noPermission, ...SIGNED_IN],
    tenant: "platform operators read every tenant's super logins; no tenant session reads any (access.test.ts)",
    summary: 'The latest 100 super logins of every tenant, for platform operators.',
  }),
}
