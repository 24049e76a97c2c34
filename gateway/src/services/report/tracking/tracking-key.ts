import type { SessionTable } from '../../../core/db/types'
import { deriveKey } from './tracking-secret'

/** A usage-tracking key lives for one window of this length; the previous window's key stays good for KEY_GRACE_MS. */
export const KEY_WINDOW_MS = 3_600_000
export const KEY_GRACE_MS = 600_000

/** The window a key of `now` belongs to (its keyId). */
export const keyWindow = (now: number): number => Math.floor(now / KEY_WINDOW_MS)

/**
 * The usage-tracking key of one session in one window: HMAC-SHA256 under the server secret of
 * `track`, tenant, user, the session's token hash and the window. Nothing is stored: any gateway
 * process recomputes it, and it dies with the session or the window.
 */
export function sessionKey(
  secret: Buffer,
  session: Pick<SessionTable, 'tenant_id' | 'user_id' | 'token_hash'>,
  window: number,
): string {
  return deriveKey(secret, ['track', session.tenant_id, session.user_id, session.token_hash, window])
}

/** Whether a key of window `keyId` may still sign events at `now`: the current window, or the previous one within the grace. */
export function keyIdUsable(keyId: number, now: number): boolean {
  const current = keyWindow(now)
  return keyId === current || (keyId === current - 1 && now < current * KEY_WINDOW_MS + KEY_GRACE_MS)
}
