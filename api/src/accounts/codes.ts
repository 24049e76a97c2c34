/** The account service's own codes (uac), the shell reads them; the gateway's uac texts take them from here. */
export const TOTP = {
  /** A wrong authenticator or recovery code. */
  wrongCode: 400131,
  /** Too many wrong codes: checks wait (the text says how long). */
  locked: 400132,
  /** A second-step ticket that is unknown, used, expired or spent by wrong codes. */
  ticketExpired: 400133,
  /** Enrolment in the wrong state: already on, not on, or not started. */
  badState: 400134,
  /** The tenant requires an authenticator for this user, who has none yet: only enrolment is open. */
  enrolRequired: 400135,
} as const

/** The gateway's common codes these routes answer (core/errors.ts). */
export const COMMON = {
  badInput: 400000,
  wrongCredentials: 400101,
  tenantNotAuthorised: 400102,
  wrongOldPassword: 400103,
  weakPassword: 400104,
  tooManyLogins: 400105,
  captchaRequired: 400106,
  badDestination: 400107,
  codeResendTooSoon: 400108,
  wrongCode: 400109,
  tooManyAttempts: 400110,
  captchaFailed: 400111,
  channelUnavailable: 400112,
  preLoginExpired: 400113,
  busy: 400115,
  roleNotFound: 400201,
  userNotFound: 400203,
  unknownThirdPartyApp: 400401,
  qrExpired: 400601,
  qrInvalid: 400602,
  qrWrongNumber: 400603,
  messagingIllegal: 400701,
  messagingTimeout: 400702,
  messagingFailed: 400703,
  messagingMobileUnknown: 400704,
  messagingNoMobile: 400705,
  messagingOtherBrowser: 400706,
  oidcFailed: 400801,
  oidcUnavailable: 400802,
  handoffOtherBrowser: 400803,
  companyDisabled: 400903,
  noPermission: 403001,
  notFound: 404000,
  /** The user's permissions changed since the session last loaded them: the portal reloads (function guards). */
  permissionChanged: 404110,
  /** Signing in with the account of someone who left (core/auth/left-staff.ts). */
  accountLeft: 410211,
} as const

/** What a route behind a session guard may answer besides 401: the authenticator set-up its tenant requires (totp/gate.ts). */
export const SIGNED_IN = [TOTP.enrolRequired]
/** What a route behind a function guard may answer besides 401 and 403001: also permissions changed since the session loaded them. */
export const FUNCTION_GUARDED = [TOTP.enrolRequired, COMMON.permissionChanged]
