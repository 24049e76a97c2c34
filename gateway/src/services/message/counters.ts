import type { Db } from '../../core/db/types'

// Brute-force counters of codes and captchas, kept in the database (attempt_counter) so that
// every gateway process sees them. A key counts events in a fixed window from its first event.

/** Events counted under `key` in the window that is running at `now` (0 when it has run out). */
export async function countOf(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const row = await db.selectFrom('attempt_counter').selectAll().where('key', '=', key).executeTakeFirst()
  return row && now - Number(row.window_start) < windowMs ? row.count : 0
}

/** Counts one event under each key (a new window when the last one ran out). */
export async function countEvent(db: Db, keys: string[], windowMs: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const key of keys) {
      const row = await trx.selectFrom('attempt_counter').selectAll().where('key', '=', key).executeTakeFirst()
      if (!row) await trx.insertInto('attempt_counter').values({ key, count: 1, window_start: now }).execute()
      else if (now - Number(row.window_start) >= windowMs) {
        await trx.updateTable('attempt_counter').set({ count: 1, window_start: now }).where('key', '=', key).execute()
      } else await trx.updateTable('attempt_counter').set({ count: row.count + 1 }).where('key', '=', key).execute()
    }
  })
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
