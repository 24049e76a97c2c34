import { createHmac, timingSafeEqual } from 'node:crypto'
import { MessagingError } from './types'

/** Callbacks older or newer than this (ms) are refused: 5 minutes, as the platforms' own codes. */
export const TIMESTAMP_WINDOW = 5 * 60_000

/** base64(HMAC-SHA256(secret, the parts joined by newlines)): the signature of a signed callback. */
export function signParts(secret: string, parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64')
}

/** Constant-time comparison of a received signature with the expected one. */
export function sameSignature(received: string, expected: string): boolean {
  const a = Buffer.from(received)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Checks a millisecond timestamp against the window around `now`; answers it as a number. */
export function checkTimestamp(raw: string | undefined, now: number): number {
  const timestamp = Number(raw)
  if (!raw || !/^\d{10,16}$/.test(raw) || Math.abs(now - timestamp) > TIMESTAMP_WINDOW) {
    throw new MessagingError('illegal', 'The callback timestamp is missing or outside the allowed window')
  }
  return timestamp
}

/** Throws 'illegal' unless every named field is a non-empty string. */
export function requireFields<T extends Record<string, string | undefined>>(query: T, keys: Array<keyof T>): void {
  const missing = keys.filter((key) => !query[key])
  if (missing.length) throw new MessagingError('illegal', `The callback lacks ${missing.join(', ')}`)
}

/** Mainland mobile numbers as the portal stores them: the platforms answer "+86 138…", "+8613…" or "138…". */
export function normaliseMobile(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const digits = raw.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '')
  return digits ? digits : null
}
