/**
 * The one error type of the HTTP boundary. `code` is the envelope code the client reads;
 * business and session codes answer HTTP 200 (the shell reads the body), schema errors 400.
 * @example throw new GatewayError(403001, "You don't have permission")
 */
export class GatewayError extends Error {
  override name = 'GatewayError'

  /** The message in each language, when it was raised where the request's language is not known: the answer picks one. */
  readonly texts?: { zh: string; en: string }

  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    options?: { cause?: unknown; texts?: { zh: string; en: string } },
  ) {
    super(message, options)
    this.texts = options?.texts
  }
}

/** Envelope codes and texts shared by several routes (§7, §8 and docs/api-contract.md). */
export const codes = {
  badInput: 400000,
  wrongCredentials: 400101,
  tenantNotAuthorised: 400102,
  wrongOldPassword: 400103,
  weakPassword: 400104,
  tooManyLogins: 400105,
  /** A captcha pass is needed first (after a failed password, before a code is sent). */
  captchaRequired: 400106,
  /** A phone or e-mail address that is not valid. */
  badDestination: 400107,
  /** A code asked for again within 60 s of the last one. */
  codeResendTooSoon: 400108,
  /** A verification code that is wrong, expired, used or dead after 5 tries. */
  wrongCode: 400109,
  /** Too many codes or captchas from one address or to one destination. */
  tooManyAttempts: 400110,
  /** A slider or picture captcha that was not solved (or expired, or replayed). */
  captchaFailed: 400111,
  /** A channel (mail, SMS) that this installation has not configured. */
  channelUnavailable: 400112,
  /** A pre-login ticket that is unknown, used or past its five minutes (tenant pick at sign-in). */
  preLoginExpired: 400113,
  /** §5 'Tenant must be selected'. */
  tenantRequired: 400114,
  /** The deployment's budget of work for callers without a session is spent this minute (message/public-work.ts). */
  busy: 400115,
  roleNotFound: 400201,
  functionNotFound: 400202,
  userNotFound: 400203,
  conditionItemNotFound: 400301,
  unknownThirdPartyApp: 400401,
  /** A QR login ticket past its two minutes (qr-login). */
  qrExpired: 400601,
  /** A QR login ticket that is unknown, in another state, or asked with another browser's poll key. */
  qrInvalid: 400602,
  /** The phone picked a number that is not the desktop's; the ticket is cancelled (declined). */
  qrWrongNumber: 400603,
  /** Enterprise messaging login (messaging-login): a bad, tampered, stale or replayed callback — §8 'Parameter is illegal'. */
  messagingIllegal: 400701,
  /** The platform did not answer in time — §8 'time out'. */
  messagingTimeout: 400702,
  /** The platform answered an error, or the platform is not configured — §8 'Third party login failed'. */
  messagingFailed: 400703,
  /** No portal user has the platform user's mobile — §8 'The mobile phone number does not exist …'. */
  messagingMobileUnknown: 400704,
  /** The platform gave no mobile for the user — §8 'Unable to obtain the current user's mobile phone number …'. */
  messagingNoMobile: 400705,
  /** A platform callback whose OAuth state was not issued to this browser (none, unknown, expired, another browser's). */
  messagingOtherBrowser: 400706,
  /** OpenID Connect sign-in (oidc-login): a hand-off code that is unknown, used or expired — §8 'Third party login failed'. */
  oidcFailed: 400801,
  /** Single sign-on is not configured on this installation (no OIDC_ISSUER in production). */
  oidcUnavailable: 400802,
  /** A hand-off code (single sign-on, GET oldlcLogin, a held messaging sign-in) presented by a browser it was not handed to. */
  handoffOtherBrowser: 400803,
  /** Company registration: the company name is taken already (the account, phone, e-mail: 400904–400906). */
  companyTaken: 400901,
  /** Company records: no company with that id. */
  companyNotFound: 400902,
  /** Signing in to a tenant of a company an operator disabled. */
  companyDisabled: 400903,
  accountTaken: 400904,
  phoneTaken: 400905,
  emailTaken: 400906,
  /** Company registration: the administrator's e-mail domain has used its registrations of the day. */
  domainBudgetSpent: 400907,
  /** Company registration: the deployment has used its registrations of the day. */
  dayBudgetSpent: 400908,
  loginInvalid: 401001,
  badAppToken: 401100,
  /** Vendor backend API (services/vendorapi): an API token that is missing, unknown or past its 10 minutes. */
  badApiToken: 401101,
  noPermission: 403001,
  /** Vendor backend API: the tenant did not consent to the data scope the call needs (HTTP 403). */
  scopeNotConsented: 403101,
  /** Vendor backend API: the app is not installed, or is disabled, in the token's tenant (HTTP 403). */
  appNotInstalled: 403102,
  /** Vendor backend API: the token's user may no longer open the app in the tenant (its roles lost it, HTTP 403). */
  appUserWithoutApp: 403103,
  notFound: 404000,
  permissionChanged: 404110,
  /** Vendor backend API: the app's calls in this tenant are over their limit this minute (HTTP 429). */
  apiRateLimited: 429100,
  /** Vendor backend API: the app's calls for one user are over their own limit this minute (HTTP 429). */
  apiUserRateLimited: 429101,
  systemError: 500000,
} as const

export const texts = {
  loginInvalid: 'Login information is invalid, please log in again',
  permissionChanged: 'Permissions have changed, refresh to obtain again',
  noPermission: "You don't have permission",
  wrongCredentials: 'Incorrect account or password',
  notFound: 'Not found',
  systemError: 'system error',
  /** §8 login page notices. */
  parameterIllegal: 'Parameter is illegal',
  timeOut: 'time out',
  thirdPartyFailed: 'Third party login failed',
  mobileNotFound: 'The mobile phone number does not exist, please confirm the account created by the administrator',
  mobileUnavailable: "Unable to obtain the current user's mobile phone number, please log out and try again",
} as const

export const loginInvalid = (): GatewayError => new GatewayError(codes.loginInvalid, texts.loginInvalid)
