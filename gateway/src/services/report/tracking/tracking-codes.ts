import { GatewayError } from '../../../core/errors'

/** Envelope codes of behaviour tracking (services/report/tracking); each refuses the whole batch. */
export const trackingCodes = {
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
  /** An event's props are more than 1 KB of JSON. */
  badProps: 401307,
  /** The user sent more than TRACKING_EVENTS_PER_MINUTE events this minute. */
  tooMany: 401306,
} as const

/** A refusal of the batch that names the event (0-based index) and the reason, in English and Chinese by the caller's language. */
export function refuse(code: number, index: number | null, en: string, zh: string, language: string): GatewayError {
  const where = index === null ? '' : language.startsWith('en') ? `Event ${index + 1}: ` : `第 ${index + 1} 条事件：`
  return new GatewayError(code, where + (language.startsWith('en') ? en : zh))
}
