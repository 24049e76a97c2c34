import { route } from '../route'
import { bool, integer, list, nullable, objectBody, oneOf, record, str, text, Type } from '../schema'
import { COMMON, SIGNED_IN } from './codes'

const OWN = "the caller's own sessions, by user id, in every tenant (uac/account-security/sessions.test.ts)"
const CHANNELS = ['sms', 'email'] as const
const CODE_ERRORS = [COMMON.wrongCode, COMMON.tooManyAttempts]
const PASSWORD_CHECK_ERRORS = [COMMON.wrongOldPassword, COMMON.tooManyLogins, COMMON.badInput]

export const sessionRow = record({
  id: str(),
  browser: str(),
  ip: str(),
  tenantName: str(),
  signedInAt: integer(),
  lastActiveAt: integer(),
  current: bool(),
})
export const signInRow = record({ at: integer(), ip: str(), browser: str(), method: str() })
export const securityInfo = record({
  phone: str(),
  phoneBound: bool(),
  email: str(),
  emailBound: bool(),
  passwordChangedAt: nullable(integer()),
  signIns: list(signInRow),
  operator: bool(),
})
export const accountInfo = record({ userName: str(), realName: str(), tenantId: integer(), phone: str(), email: str() })

const confirmation = { code: text(10, 1), password: text(200), oldCode: text(10) }

/** The caller's own account and its security settings (§7 account routes). */
export const account = {
  info: route({
    method: 'POST',
    path: '/uac/account/getAccountInfo',
    body: objectBody({}),
    result: accountInfo,
    errors: [...SIGNED_IN],
    tenant: { none: "the caller's own account" },
    summary: 'The account name, real name, session tenant and the masked phone and e-mail.',
    noScreen: "For the mobile app and vendor apps; the portal's account pages read the same with account.security.",
  }),
  checkPassword: route({
    method: 'POST',
    path: '/uac/account/validateAccountPassword',
    body: objectBody({ account: text(100, 1), password: text(200, 1), captchaToken: text(100) }, [
      'account',
      'password',
    ]),
    result: record({ valid: bool() }),
    errors: [COMMON.wrongCredentials, COMMON.tooManyLogins, COMMON.captchaRequired, COMMON.captchaFailed],
    tenant: { none: "checks an account's password and answers nothing else" },
    summary:
      'Checks an account and password with the counters of sign-in (an unknown account answers as a wrong password).',
    noScreen:
      "For the older product and integrations that check an account's password; the portal signs in with signIn.login.",
  }),
  security: route({
    method: 'POST',
    path: '/uac/account/getSecurityInfo',
    body: objectBody({}),
    result: securityInfo,
    errors: [...SIGNED_IN],
    tenant: { none: "the caller's own bindings and sign-ins" },
    summary:
      'The masked phone and e-mail, when the password last changed, the latest sign-ins, and whether the caller is a platform operator.',
  }),
  resetMobile: route({
    method: 'POST',
    path: '/uac/account/resetMobile',
    body: objectBody({ phone: text(30, 1), ...confirmation }, ['phone', 'code']),
    result: Type.Null(),
    errors: [COMMON.badDestination, ...CODE_ERRORS, ...PASSWORD_CHECK_ERRORS, ...SIGNED_IN],
    tenant: { none: "the caller's own phone" },
    summary:
      'Binds or changes the phone: a code sent to the new number and the password or a code to the old one; other sessions end.',
  }),
  bindEmail: route({
    method: 'POST',
    path: '/uac/account/bindEmail',
    body: objectBody({ email: text(200, 1), ...confirmation }, ['email', 'code']),
    result: Type.Null(),
    errors: [COMMON.badDestination, ...CODE_ERRORS, ...PASSWORD_CHECK_ERRORS, ...SIGNED_IN],
    tenant: { none: "the caller's own e-mail" },
    summary:
      'Binds or changes the e-mail: a code sent to the new address and the password or a code to the old one; other sessions end.',
  }),
  sendCode: route({
    method: 'POST',
    path: '/uac/account/sendCode',
    body: objectBody(
      {
        channel: oneOf(CHANNELS),
        destination: text(200, 1),
        phone: text(30, 1),
        email: text(200, 1),
        purpose: oneOf(['reset', 'bind'] as const),
        captchaToken: text(100),
      },
      ['purpose'],
    ),
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
    tenant: { none: 'sends a code to a phone or e-mail address' },
    summary:
      "A code to a phone or e-mail, after a captcha pass: 'reset' (signed out, same answer whether an account has it) or 'bind' (signed in).",
  }),
  updatePassword: route({
    method: 'POST',
    path: '/uac/account/updatePassword',
    body: objectBody({ oldPassword: text(200, 1), newPassword: text(200, 1), confirmPassword: text(200) }, [
      'oldPassword',
      'newPassword',
    ]),
    result: Type.Null(),
    errors: [COMMON.weakPassword, COMMON.wrongOldPassword, COMMON.tooManyLogins, ...SIGNED_IN],
    tenant: { none: "the user's own password" },
    summary: "Changes the caller's password (the old one checked as sign-in is); the caller's other sessions end.",
  }),
  resetPassword: route({
    method: 'POST',
    path: '/uac/account/resetPassword',
    body: objectBody(
      {
        account: text(100, 1),
        channel: oneOf(CHANNELS),
        destination: text(200, 1),
        code: text(10, 1),
        newPassword: text(200, 1),
        confirmPassword: text(200),
      },
      ['account', 'channel', 'destination', 'code', 'newPassword'],
    ),
    result: Type.Null(),
    errors: [COMMON.weakPassword, COMMON.badDestination, ...CODE_ERRORS],
    tenant: { none: "a user's own password, proven by a code to the user's address" },
    summary:
      'A forgotten password: the account, its phone or e-mail, the code sent there and a new password under the policy.',
  }),
}

/** The caller's own sessions, in every tenant (OWASP ASVS 7.5.2). */
export const sessions = {
  list: route({
    method: 'POST',
    path: '/uac/account/sessions/list',
    body: objectBody({}),
    result: list(sessionRow),
    errors: [...SIGNED_IN],
    tenant: OWN,
    summary: "The caller's live sessions, this one first.",
  }),
  signOut: route({
    method: 'POST',
    path: '/uac/account/sessions/signOut',
    body: objectBody({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) }, ['id']),
    result: record({ ended: integer() }),
    errors: [COMMON.badInput, ...SIGNED_IN],
    tenant: OWN,
    summary: "Ends one of the caller's other sessions.",
  }),
  signOutOthers: route({
    method: 'POST',
    path: '/uac/account/sessions/signOutOthers',
    body: objectBody({}),
    result: record({ ended: integer() }),
    errors: [...SIGNED_IN],
    tenant: OWN,
    summary: "Ends all the caller's other sessions.",
  }),
}
