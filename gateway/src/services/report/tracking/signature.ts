import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * The signature of one tracking event: lower-case hex SHA-256 of
 * `appCode + "\n" + date + "\n" + nonce + "\n" + key` (UTF-8), where date is the event's epoch ms
 * in decimal and key the usage-tracking key of the session (POST /report/web/track/key).
 * @example eventHash('APP12', 1767225600000, 'k3J9…', key) // '9f2c…' (64 hex digits)
 */
export function eventHash(appCode: string, date: number, nonce: string, key: string): string {
  return createHash('sha256').update(`${appCode}\n${date}\n${nonce}\n${key}`).digest('hex')
}

/** Whether `hash` is the signature of the event, compared in constant time. */
export function hashMatches(hash: string, appCode: string, date: number, nonce: string, key: string): boolean {
  const expected = Buffer.from(eventHash(appCode, date, nonce, key), 'hex')
  const given = Buffer.from(hash, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
