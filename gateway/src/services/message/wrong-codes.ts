import { addressBudgets, spendBudgets } from '../../core/db/budgets'
import { countUp } from '../../core/db/counters'
import type { Db } from '../../core/db/types'
import { GatewayError, codes } from '../../core/errors'
import { say, type Lang } from './texts'

const HOUR = 60 * 60 * 1000
/** Wrong codes in a row for one destination (or account) before its code checks wait: two codes' worth of tries. */
export const FREE_WRONG = 10
/** The wait after the FREE_WRONG-th wrong code in a row; it doubles with every wrong code after. */
export const FIRST_WRONG_WAIT_MS = 60 * 1000
/** The longest wait between two code checks for one destination. */
export const MAX_WRONG_WAIT_MS = 15 * 60 * 1000
/** A destination with no wrong code for this long starts a new row. */
export const WRONG_QUIET_RESET_MS = HOUR
/** Wrong codes per hour from one address, and from its /24 or /64 network together. */
export const WRONG_PER_ADDRESS = 40
export const WRONG_PER_NETWORK = 120

// Kept in attempt_counter so every gateway process sees them. A subject is what the codes are checked for:
// `<channel>:<destination>`, or an account (`account:super:<name>`). Under `code:wrong:<subject>` the wrong codes in a
// row (count) and the time of the latest (window_start): like the codes sent to a destination (backoff.ts), wrong
// codes slow its checks down rather than lock them, so someone guessing cannot lock the owner out for long.
// Under `code:wrong:ip:<ip>` and `code:wrong:net:<network>` the address's and its network's budgets of wrong codes.
const wrongKey = (subject: string) => `code:wrong:${subject}`

/** The wait after `wrong` wrong codes in a row: none up to FREE_WRONG - 1, then 60 s, 120 s, 240 s … up to 15 minutes. */
export function waitAfterWrong(wrong: number): number {
  return wrong < FREE_WRONG ? 0 : Math.min(FIRST_WRONG_WAIT_MS * 2 ** (wrong - FREE_WRONG), MAX_WRONG_WAIT_MS)
}

function tooMany(lang: Lang, ms: number): GatewayError {
  return new GatewayError(codes.tooManyAttempts, say(lang, 'tooManyTries', { m: Math.max(1, Math.ceil(ms / 60_000)) }))
}

/** Milliseconds until the next code check for `subject` (0: now). */
async function subjectWait(db: Db, subject: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('attempt_counter')
    .select(['count', 'window_start'])
    .where('key', '=', wrongKey(subject))
    .executeTakeFirst()
  if (!row || now - Number(row.window_start) >= WRONG_QUIET_RESET_MS) return 0
  return Math.max(0, Number(row.window_start) + waitAfterWrong(row.count) - now)
}

/**
 * Spends a code check from the address's and its network's hour of wrong codes before the code is compared (each
 * in one statement, so checks sent together cannot all find the hour unspent), and refuses it (400110 with the
 * minutes left) past either, or while any of `subjects` waits after its wrong codes. A refused check costs nothing;
 * answers how to give the check back when the code was right.
 */
export async function spendCodeCheck(
  db: Db,
  subjects: string[],
  ip: string,
  lang: Lang,
  now: number,
): Promise<() => Promise<void>> {
  const spent = await spendBudgets(
    db,
    'attempt_counter',
    addressBudgets('code:wrong', ip, WRONG_PER_ADDRESS, WRONG_PER_NETWORK, HOUR),
    now,
  )
  if (!spent.ok) throw tooMany(lang, spent.waitMs)
  let wait = 0
  for (const subject of subjects) wait = Math.max(wait, await subjectWait(db, subject, now))
  if (wait <= 0) return spent.giveBack
  await spent.giveBack()
  throw tooMany(lang, wait)
}

/**
 * Counts a wrong code for each subject, each in one statement (the address spent its check before). Answers the
 * error to throw: 400109, or 400110 with the wait when this code starts one for a subject.
 */
export async function countWrongCode(db: Db, subjects: string[], lang: Lang, now: number): Promise<GatewayError> {
  let wait = 0
  for (const subject of subjects) {
    const { count } = await countUp(
      db,
      'attempt_counter',
      wrongKey(subject),
      { windowMs: WRONG_QUIET_RESET_MS, slide: true },
      now,
    )
    wait = Math.max(wait, waitAfterWrong(count))
  }
  return wait > 0 ? tooMany(lang, wait) : new GatewayError(codes.wrongCode, say(lang, 'wrongCode'))
}

/** A right code ends the subjects' row of wrong codes. */
export async function clearWrongCodes(db: Db, subjects: string[]): Promise<void> {
  await db.deleteFrom('attempt_counter').where('key', 'in', subjects.map(wrongKey)).execute()
}
