import { countUp } from '../../core/db/counters'
import type { Db } from '../../core/db/types'

// The back-off of codes sent to one destination (a phone or e-mail address, any purpose), kept in
// the database (attempt_counter) so that every gateway process sees it. Under its key, `count` is
// the number of codes sent in a row and `window_start` the time the last one was sent.

/** Codes sent in a row to one destination before any wait beyond the 60 s resend rule. */
export const FREE_SENDS = 3
/** The wait after the FREE_SENDS-th code in a row; it doubles with every code after. */
export const FIRST_WAIT_MS = 60 * 1000
/** The longest wait between two codes to one destination. */
export const MAX_WAIT_MS = 15 * 60 * 1000
/** A destination sent no code for this long starts a new row. */
export const QUIET_RESET_MS = 60 * 60 * 1000

/** The wait after `sent` codes in a row: none up to FREE_SENDS - 1, then 60 s, 120 s, 240 s … up to 15 minutes. */
export function waitAfter(sent: number): number {
  return sent < FREE_SENDS ? 0 : Math.min(FIRST_WAIT_MS * 2 ** (sent - FREE_SENDS), MAX_WAIT_MS)
}

/** Milliseconds until the next code may go to the destination of `key` (0: now). */
export async function backoffWait(db: Db, key: string, now: number): Promise<number> {
  const row = await db.selectFrom('attempt_counter').selectAll().where('key', '=', key).executeTakeFirst()
  if (!row || now - Number(row.window_start) >= QUIET_RESET_MS) return 0
  return Math.max(0, Number(row.window_start) + waitAfter(row.count) - now)
}

/** Records a code sent to the destination of `key` at `now` (one statement: codes sent together all count). */
export async function noteSent(db: Db, key: string, now: number): Promise<void> {
  await countUp(db, 'attempt_counter', key, { windowMs: QUIET_RESET_MS, slide: true }, now)
}
