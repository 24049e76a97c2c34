import { route } from '../route'
import { bool, flag, integer, nullable, objectBody, oneOf, optional, record, str, text, Type } from '../schema'
import { COMMON } from './codes'
import { loginAnswer, SESSION_ERRORS, signedIn, tenantChoice } from './sign-in'

export const MESSAGING_PLATFORMS = ['wecom', 'dingtalk', 'feishu'] as const
/** The §2 fields of a platform's callback (and of an auto-login link) as the /login page received them. */
const CALLBACK_FIELDS = [
  'authCorpId',
  'userId',
  'vCode',
  'sign',
  'appCode',
  'timestamp',
  'corpId',
  'authCode',
  'auth_code',
  'state',
  'systemFlag',
  'loginType',
] as const
const callbackFields = Object.fromEntries(CALLBACK_FIELDS.map((field) => [field, text(512)])) as Record<
  (typeof CALLBACK_FIELDS)[number],
  ReturnType<typeof text>
>
const HANDOFF_ERRORS = [COMMON.oidcFailed, COMMON.handoffOtherBrowser]
const codeBody = objectBody({ code: text(100, 1) }, ['code'])
const MESSAGING_ERRORS = [
  COMMON.messagingIllegal,
  COMMON.messagingTimeout,
  COMMON.messagingFailed,
  COMMON.messagingMobileUnknown,
  COMMON.messagingNoMobile,
  COMMON.messagingOtherBrowser,
]

/** Whose sign-in a hand-off holds (the login page of a signed-in person asks before switching). */
export const heldUser = record({ loginUserId: integer(), userName: str(), realName: str() })
/** A messaging sign-in held for a signed-in person: whose it is, and the hand-off code (null for an auto-login link). */
export const heldSignIn = record({
  held: Type.Literal(true),
  handoff: nullable(str()),
  loginUserId: integer(),
  userName: str(),
  realName: str(),
})

/** Enterprise messaging sign-in (WeCom, DingTalk, Feishu, an auto-login link). */
export const messaging = {
  authorizeUrl: route({
    method: 'POST',
    path: '/uac/account/messagingAuthorizeUrl',
    body: objectBody({ platform: oneOf(MESSAGING_PLATFORMS) }, ['platform']),
    result: record({ url: str() }),
    errors: [COMMON.messagingFailed, COMMON.busy],
    tenant: { none: "a platform's sign-in page address and a state bound to the browser; no tenant is known yet" },
    summary: "The platform's QR/OAuth page, which sends the user back to /login with a state bound to this browser.",
  }),
  login: route({
    method: 'POST',
    path: '/uac/account/messagingLogin',
    body: objectBody({ ...callbackFields, token: text(2048), noLogin7Days: flag(), hold: flag() }),
    result: Type.Union([loginAnswer, tenantChoice, heldSignIn]),
    errors: [...MESSAGING_ERRORS, ...SESSION_ERRORS],
    tenant: {
      none: 'signs in by a verified platform callback; issueLogin checks the tenant (messaging-login.test.ts)',
    },
    summary:
      "Signs in by the platform's callback (or an auto-login link); with `hold`, answers whose sign-in it is and a hand-off code instead.",
  }),
}

/** Single sign-on by OpenID Connect, and the shell's side of every hand-off (`/login?sso=<code>`). */
export const oidc = {
  config: route({
    method: 'GET',
    path: '/uac/oidc/config',
    result: record({ enabled: bool(), name: str() }),
    errors: [],
    tenant: { none: 'whether single sign-on is on, the same for everyone' },
    summary: "Whether the login page shows the single sign-on button, and the provider's name under it.",
    noScreen:
      'For the mobile app and other clients; the gateway writes the same into the login page (meta hr-portal-sso), so the shell asks nothing.',
  }),
  start: route({
    method: 'GET',
    path: '/uac/oidc/start',
    query: objectBody({ remember: oneOf(['0', '1', 'true', 'false'] as const) }),
    file: true,
    errors: [COMMON.oidcUnavailable],
    tenant: { none: 'a redirect to the OpenID provider; the attempt belongs to the browser, not a tenant' },
    summary: "A redirect to the provider (or to /login?sso_error=1), the attempt bound to this browser's cookie.",
  }),
  callback: route({
    method: 'GET',
    path: '/uac/oidc/callback',
    query: Type.Object({
      state: optional(text(100, 1)),
      code: optional(text(2000, 1)),
      iss: optional(text(500)),
      error: optional(text(200)),
      error_description: optional(text(1000)),
      session_state: optional(text(500)),
    }),
    file: true,
    errors: [],
    tenant: {
      none: 'checks the provider answer and matches a user; no session or tenant rows yet (oidc-login.test.ts)',
    },
    summary: "The provider's answer: a redirect to /login?sso=<hand-off code> (or /login?sso_error=1 for any failure).",
    noScreen:
      "The OpenID provider sends the browser here after its sign-in; it answers a redirect to the login page, never a screen's request.",
  }),
  exchange: route({
    method: 'POST',
    path: '/uac/oidc/exchange',
    body: codeBody,
    result: signedIn,
    errors: [...HANDOFF_ERRORS, ...SESSION_ERRORS],
    tenant: { none: 'signs in the matched user; issueLogin checks the tenant or asks for one (oidc-login.test.ts)' },
    summary: "Spends this browser's hand-off code for the session (or the tenant choice).",
  }),
  handoffUser: route({
    method: 'POST',
    path: '/uac/oidc/handoffUser',
    body: codeBody,
    result: heldUser,
    errors: HANDOFF_ERRORS,
    tenant: {
      none: "names the account of this browser's own hand-off code, before any tenant is chosen (oidc-login.test.ts)",
    },
    summary: 'Whose sign-in the hand-off code holds, without spending it.',
  }),
  dismiss: route({
    method: 'POST',
    path: '/uac/oidc/dismiss',
    body: codeBody,
    result: Type.Null(),
    errors: [],
    tenant: { none: "spends this browser's own hand-off code without signing in; no tenant rows (oidc-login.test.ts)" },
    summary: 'Spends the hand-off code without signing in (the person chose to stay).',
  }),
}

const oldFields = {
  account: text(100, 1),
  timestamp: Type.Integer({ minimum: 0 }),
  nonce: Type.String({ pattern: '^[A-Za-z0-9_-]{16,100}$' }),
  sign: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
}
const OLD_ERRORS = [COMMON.channelUnavailable, COMMON.badInput, COMMON.userNotFound]

/** Old-version login (§7 oldlcLogin, at the gateway root): the older product hands a signed-in user over, signed. */
export const oldVersion = {
  login: route({
    method: 'POST',
    path: '/oldlcLogin',
    body: objectBody(oldFields, ['account', 'timestamp', 'nonce', 'sign']),
    result: signedIn,
    errors: [...OLD_ERRORS, ...SESSION_ERRORS],
    tenant: {
      none: 'signs in to the home tenant or answers the tenant choice; no tenant is taken from the request (oldlc-login.test.ts)',
    },
    summary: "The older product's server: a session in the user's home tenant, or the tenant choice.",
    noScreen: "Called by the older product's server to sign its users in to the portal.",
  }),
  link: route({
    method: 'GET',
    path: '/oldlcLogin',
    query: Type.Object(oldFields),
    file: true,
    errors: [],
    tenant: { none: 'hands a signed-in user of the older product to /login (oldlc-login.test.ts)' },
    summary:
      "The older product's link: a redirect to /login?sso=<hand-off code> bound to this browser, or /login?sso_error=1.",
    noScreen: 'The address the older product opens in the browser; it answers a redirect to the login page.',
  }),
}
