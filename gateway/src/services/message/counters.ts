import { countUp } from '../../core/db/counters'
import type { Db } from '../../core/db/types'

// Brute-force counters of codes and captchas, kept in the database (attempt_counter) so that
// every gateway process sees them. A key counts events in a fixed window from its first event.

/** Events counted under `key` in the window that is running at `now` (0 when it has run out). */
export async function countOf(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const row = await db.selectFrom('attempt_counter').selectAll().where('key', '=', key).executeTakeFirst()
  return row && now - Number(row.window_start) < windowMs ? row.count : 0
}

/** Counts one event under each key (a new window when the last one ran out), each in one statement. */
export async function countEvent(db: Db, keys: string[], windowMs: number, now: number): Promise<void> {
  for (const key of keys) await countUp(db, 'attempt_counter', key, { windowMs }, now)
}

/** Whether any of `keys` has reached `limit` events in its running window. */
export async function anyAtLimit(db: Db, keys: string[], limit: number, windowMs: number, now: number): Promise<boolean> {
  for (const key of keys) if ((await countOf(db, key, windowMs, now)) >= limit) return true
  return false
}

/** Milliseconds until the running window of `key` ends when it has reached `limit` events (0: under the limit). */
export async function waitAtLimit(db: Db, key: string, limit: number, windowMs: number, now: number): Promise<number> {
  const row = await db.selectFrom('attempt_counter').selectAll().where('key', '=', key).executeTakeFirst()
  if (!row || row.count < limit) return 0
  return Math.max(0, Number(row.window_start) + windowMs - now)
}
