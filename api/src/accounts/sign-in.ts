import { route } from '../route'
import { flag, id, integer, list, literal, objectBody, oneOf, record, str, text, Type } from '../schema'
import { COMMON, TOTP } from './codes'

/** A session opened: the token (also set as the cookie) and who signed in where (§3 login user info). */
export const loginAnswer = record({
  token: str(),
  loginUserId: integer(),
  tenantId: integer(),
  companyId: integer(),
  userInfoId: integer(),
  phone: str(),
  mobile: str(),
  loginCorpId: integer(),
  originalUserInfoId: integer(),
  accType: integer(),
  id: integer(),
  expiresAt: integer(),
})
/** A user of several tenants who named none: no session yet, a ticket to post with the tenant picked (preLogin). */
export const tenantChoice = record({
  needTenant: literal(true),
  preLoginTicket: str(),
  tenants: list(record({ tenantId: integer(), tenantName: str(), companyId: integer() })),
})
/** An account with an authenticator: no session yet, a ticket to post with the code (/uac/account/totp/login). */
export const secondStep = record({ needTotp: literal(true), totpTicket: str(), expiresAt: integer() })

/** What a sign-in answers once proven (issueLogin): a session, or the tenant choice. */
export const signedIn = Type.Union([loginAnswer, tenantChoice])
/** What a first factor answers (password, code, super login): a session, the tenant choice, or the second step. */
export const firstFactor = Type.Union([loginAnswer, tenantChoice, secondStep])

/** Codes of opening the session (issueLogin): a tenant not the user's, a disabled company, someone who left. */
export const SESSION_ERRORS = [COMMON.tenantNotAuthorised, COMMON.companyDisabled, COMMON.accountLeft]
const NONE = { none: 'signs in; issueLogin checks the tenant against user_tenant' }
const remember = { noLogin7Days: flag(), tenantId: id() }

/** Signing in by password, by a code, and the authenticator's second step; signing out. */
export const signIn = {
  login: route({
    method: 'POST',
    path: '/uac/account/login',
    body: objectBody({ account: text(100, 1), password: text(200, 1), ...remember, captchaToken: text(100) }, [
      'account',
      'password',
    ]),
    result: firstFactor,
    errors: [
      COMMON.wrongCredentials,
      COMMON.tooManyLogins,
      COMMON.captchaRequired,
      COMMON.captchaFailed,
      COMMON.tooManyAttempts,
      ...SESSION_ERRORS,
    ],
    tenant: { none: 'signs in; the tenant is checked against user_tenant (login.test.ts)' },
    summary:
      'Signs in by account and password (a captcha pass once the account or address has failed): a session, the tenant choice or the second step.',
  }),
  loginByCode: route({
    method: 'POST',
    path: '/uac/account/loginByCode',
    body: objectBody(
      { channel: oneOf(['sms', 'email'] as const), destination: text(200, 1), code: text(10, 1), ...remember },
      ['channel', 'destination', 'code'],
    ),
    result: firstFactor,
    errors: [COMMON.badDestination, COMMON.wrongCode, COMMON.tooManyAttempts, ...SESSION_ERRORS],
    tenant: NONE,
    summary:
      "Signs in by a code sent to a phone or e-mail (purpose 'login'); a wrong code and an address without an account answer alike.",
  }),
  totpLogin: route({
    method: 'POST',
    path: '/uac/account/totp/login',
    body: objectBody({ totpTicket: text(100, 20), code: text(20, 1) }, ['totpTicket', 'code']),
    result: signedIn,
    errors: [TOTP.wrongCode, TOTP.locked, TOTP.ticketExpired, TOTP.badState, ...SESSION_ERRORS],
    tenant: { none: 'the second step of a sign-in; issueLogin checks the tenant against user_tenant (totp.test.ts)' },
    summary:
      'The second step: the ticket and an authenticator or recovery code (a recovery code tells its owner); then the session or the tenant choice.',
  }),
  logout: route({
    method: 'POST',
    path: '/loginOut',
    body: objectBody({}),
    result: Type.Null(),
    errors: [],
    tenant: { none: "the caller's own session" },
    summary: "Ends the caller's session and clears its cookies; an ended session answers success too.",
  }),
}
