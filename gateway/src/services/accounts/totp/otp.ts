import { Secret, TOTP } from 'otpauth'

// The one place the gateway meets otpauth (RFC 6238: SHA-1, 6 digits, 30-second steps, what every
// authenticator app reads from an otpauth:// URI).

export const STEP_MS = 30_000

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: STEP_MS / 1000, secret: Secret.fromBase32(secret) })

/** A new random secret (160 bits), base32 as authenticator apps take it typed in. */
export const newSecret = (): string => new Secret({ size: 20 }).base32

/** The otpauth:// URI the enrolment QR code holds. */
export const enrolmentUri = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, account, issuer).toString()

/**
 * The time step a 6-digit code belongs to, allowing one step either side of `now` (clock drift), or null when
 * it matches none. The caller refuses a step at or before the last one accepted (replay).
 */
export function matchingStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / STEP_MS) + delta
}
