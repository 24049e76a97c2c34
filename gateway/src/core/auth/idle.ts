import type { Db, SessionTable } from '../db/types'

/**
 * A tenant's inactivity timeout, in minutes (OWASP ASVS 7.3.1). It cannot be turned off: the longest
 * is a working day. The shell warns a minute before and signs out at the timeout; the gateway refuses
 * and ends a session idle for longer.
 */
export const IDLE_MINUTES = { min: 5, max: 480, default: 30 } as const

/**
 * A session's last use is written at most this often (one write a minute, not one a request), so the
 * stored time may be this much behind the real one: the gateway ends a session once it has been idle
 * for its timeout plus this, never before the timeout and at most a minute after it.
 */
export const ACTIVITY_WRITE_MS = 60_000

/** When the session was last used, as far as the database knows. */
export const lastActiveOf = (session: Pick<SessionTable, 'last_active_at' | 'created_at'>): number =>
  Number(session.last_active_at ?? session.created_at)

/** Whether the session has been idle longer than its tenant's timeout allows. */
export function isIdle(
  session: Pick<SessionTable, 'last_active_at' | 'created_at'>,
  idleMinutes: number,
  now: number,
): boolean {
  return now - lastActiveOf(session) > idleMinutes * 60_000 + ACTIVITY_WRITE_MS
}

/** Whether recordActivity would write: the stored last use is at least `everyMs` old. */
export const activityWriteDue = (
  session: Pick<SessionTable, 'last_active_at' | 'created_at'>,
  now: number,
  everyMs = ACTIVITY_WRITE_MS,
): boolean => now - lastActiveOf(session) >= everyMs

/**
 * Records that the session was used at `now`, when its stored last use is at least `everyMs` old (one
 * write a minute by default; the shell's explicit keep-alive passes a shorter gap).
 */
export async function recordActivity(
  db: Db,
  session: SessionTable,
  now: number,
  everyMs = ACTIVITY_WRITE_MS,
): Promise<void> {
  if (!activityWriteDue(session, now, everyMs)) return
  await db.updateTable('session').set({ last_active_at: now }).where('token_hash', '=', session.token_hash).execute()
  session.last_active_at = now
}
