/** The gateway's common codes the verification-code routes answer (core/errors.ts holds the same numbers). */
export const CODE = {
  /** A captcha pass is needed first (the client shows the captcha and retries with its token). */
  captchaRequired: 400106,
  badDestination: 400107,
  /** A code asked for again within 60 s of the last one. */
  codeResendTooSoon: 400108,
  /** A code that is wrong, expired, used or dead after 5 tries. */
  wrongCode: 400109,
  /** Too many codes or checks from one address or to one destination (the text says how long to wait). */
  tooManyAttempts: 400110,
  /** A channel (mail, SMS) this installation has not configured. */
  channelUnavailable: 400112,
  /** The deployment's budget of work for callers without a session is spent this minute. */
  busy: 400115,
} as const

/** The notice routes' codes (401 2xx; a notice that is not the caller's answers the common 404000); notice-texts.ts takes them from here. */
export const NOTICE = {
  notFound: 404000,
  /** A must-read notice confirmed before its countdown has run since it was shown. */
  countdownRunning: 401201,
  badAudience: 401202,
  noRecipients: 401203,
  notMustRead: 401204,
  /** appSend under an app that is not registered, may not send, is not in the user's menus, or without its pass. */
  appRefused: 401205,
  /** appSend past the per-user limit a minute. */
  tooManyAppMessages: 401206,
  /** appSend with a link that is not a path inside the sending app. */
  badLink: 401207,
  badInput: 400000,
} as const
