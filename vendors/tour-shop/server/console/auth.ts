import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db'

/** The console's password when TOUR_SHOP_CONSOLE_PASSWORD is not set: for the demo only (the runner prints it). */
export const DEMO_CONSOLE_PASSWORD = 'TourShop@2024'
/** A console session lasts this long. */
export const SESSION_TTL = 8 * 60 * 60 * 1000
/** Wrong passwords from one address allowed per minute. */
const FAILURES_PER_MINUTE = 5

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * The vendor's sign-in: the configured password is kept only as a scrypt hash and compared in constant
 * time; sessions are random tokens of which the database holds only the SHA-256.
 */
export function createConsoleAuth(db: Db, password: string, now: () => number) {
  const salt = randomBytes(16)
  const hash = (text: string) => scryptSync(text.normalize('NFC'), salt, 32)
  const expected = hash(password)
  const failures = new Map<string, number[]>()

  return {
    /** Whether `address` made too many wrong tries in the last minute. */
    throttled(address: string): boolean {
      const recent = (failures.get(address) ?? []).filter((at) => now() - at < 60_000)
      failures.set(address, recent)
      return recent.length >= FAILURES_PER_MINUTE
    },
    /** A new session token for the right password, else null (and the failure counts against `address`). */
    signIn(given: string, address: string): string | null {
      if (given.length > 200 || !timingSafeEqual(hash(given), expected)) {
        failures.set(address, [...(failures.get(address) ?? []), now()])
        return null
      }
      const token = randomBytes(32).toString('base64url')
      db.prepare('DELETE FROM console_session WHERE expires_at < ?').run(now())
      db.prepare('INSERT INTO console_session (token_hash, expires_at) VALUES (?, ?)').run(
        sha256(token),
        now() + SESSION_TTL,
      )
      return token
    },
    valid(token: string | undefined): boolean {
      if (!token || token.length > 100) return false
      const row = db.prepare('SELECT expires_at FROM console_session WHERE token_hash = ?').get(sha256(token)) as
        | { expires_at: number }
        | undefined
      return row !== undefined && row.expires_at > now()
    },
    signOut(token: string | undefined): void {
      if (token) db.prepare('DELETE FROM console_session WHERE token_hash = ?').run(sha256(token))
    },
  }
}

export type ConsoleAuth = ReturnType<typeof createConsoleAuth>
