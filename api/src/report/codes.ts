/**
 * The report service's business codes a route may answer (HTTP 200 `{ code, msg }`); the gateway's centre/errors.ts and
 * tracking/tracking-codes.ts take them from here. The report centre and subscriptions answer 4130xx (no permission to a
 * report is the shared 403001, with HTTP 403).
 */
export const REPORT = {
  unknownReport: 413001,
  badParam: 413002,
  subscriptionNotFound: 413003,
  runNotFound: 413004,
  badSchedule: 413005,
} as const

/** Behaviour tracking's refusals of a batch (each refuses the whole batch). */
export const TRACKING = {
  /** The keyId is not the current window (or the previous one within its grace): fetch a new key. */
  keyExpired: 401301,
  /** An event's hash is not the signature of its appCode, date and nonce under the session's key. */
  badSignature: 401302,
  /** An event's nonce was used before by this user in this tenant. */
  replayed: 401303,
  /** An event's date is more than 5 minutes away from the gateway's clock. */
  staleDate: 401304,
  /** An event reports another version than §9's 5.10.0. */
  badVersion: 401305,
  /** The user sent more than TRACKING_EVENTS_PER_MINUTE events this minute. */
  tooMany: 401306,
  /** An event's props are more than 1 KB of JSON. */
  badProps: 401307,
} as const
