import type { Db } from '../../core/db/types'
import { GatewayError, codes } from '../../core/errors'
import { countEvent, countOf, waitAtLimit } from './counters'
import { say, type Lang } from './texts'

const HOUR = 60 * 60 * 1000
/** Wrong codes for one destination (or account) within an hour before its code checks are blocked. */
export const WRONG_PER_DESTINATION = 15
/** How long code checks for a destination stay blocked after WRONG_PER_DESTINATION wrong codes. */
export const WRONG_BLOCK_MS = HOUR
/** Wrong codes per hour from one address. */
export const WRONG_PER_ADDRESS = 40

// Kept in attempt_counter so every gateway process sees them. A subject is what the codes are
// checked for: `<channel>:<destination>`, or an account (`account:super:<name>`). Under
// `code:wrong:<subject>` the wrong codes of the running hour; under `code:block:<subject>` the
// time its block began (window_start).
const wrongKey = (subject: string) => `code:wrong:${subject}`
const blockKey = (subject: string) => `code:block:${subject}`
const addressKey = (ip: string) => `code:wrong:ip:${ip}`

function tooMany(lang: Lang, ms: number): GatewayError {
  return new GatewayError(codes.tooManyAttempts, say(lang, 'tooManyTries', { m: Math.max(1, Math.ceil(ms / 60_000)) }))
}

/** Milliseconds left of the block of `subject` (0: not blocked). */
async function blockLeft(db: Db, subject: string, now: number): Promise<number> {
  const row = await db.selectFrom('attempt_counter').select('window_start').where('key', '=', blockKey(subject)).executeTakeFirst()
  return row ? Math.max(0, Number(row.window_start) + WRONG_BLOCK_MS - now) : 0
}

/**
 * Refuses a code check (400110 with the minutes left) while any of `subjects` is blocked, or
 * while the address has WRONG_PER_ADDRESS wrong codes in its hour.
 */
export async function refuseIfBlocked(db: Db, subjects: string[], ip: string, lang: Lang, now: number): Promise<void> {
  let wait = await waitAtLimit(db, addressKey(ip), WRONG_PER_ADDRESS, HOUR, now)
  for (const subject of subjects) wait = Math.max(wait, await blockLeft(db, subject, now))
  if (wait > 0) throw tooMany(lang, wait)
}

/**
 * Counts a wrong code for each subject and the address; a subject that reaches
 * WRONG_PER_DESTINATION in its hour is blocked for WRONG_BLOCK_MS from now. Answers the error
 * to throw: 400109, or 400110 when this code started a block.
 */
export async function countWrongCode(db: Db, subjects: string[], ip: string, lang: Lang, now: number): Promise<GatewayError> {
  await countEvent(db, [...subjects.map(wrongKey), addressKey(ip)], HOUR, now)
  let blocked = false
  for (const subject of subjects) {
    if ((await countOf(db, wrongKey(subject), HOUR, now)) < WRONG_PER_DESTINATION) continue
    blocked = true
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('attempt_counter').where('key', 'in', [wrongKey(subject), blockKey(subject)]).execute()
      await trx.insertInto('attempt_counter').values({ key: blockKey(subject), count: 1, window_start: now }).execute()
    })
  }
  return blocked ? tooMany(lang, WRONG_BLOCK_MS) : new GatewayError(codes.wrongCode, say(lang, 'wrongCode'))
}
