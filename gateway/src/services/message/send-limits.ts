import { addressBudgets, spendBudgets } from '../../core/db/budgets'
import type { Db } from '../../core/db/types'
import { GatewayError, codes } from '../../core/errors'
import { backoffWait, noteSent } from './backoff'
import type { CodeChannel } from './destination'
import { say, type Lang } from './texts'

export const RESEND_AFTER_MS = 60 * 1000
const HOUR = 60 * 60 * 1000
/** Codes sent per hour from one address (the requester's IP), and from its /24 or /64 network together. */
export const SENDS_PER_ADDRESS = 30
export const SENDS_PER_NETWORK = 90

const destinationKey = (channel: CodeChannel, destination: string) => `code:backoff:${channel}:${destination}`
// One code a resend window per destination and purpose, claimed in one statement, so that sends made together make one.
const resendKey = (channel: CodeChannel, destination: string, purpose: string) =>
  `code:resend:${channel}:${destination}:${purpose}`

/** The 400108 answer for a wait of `ms`: in seconds below two minutes, else in whole minutes. */
function waitError(lang: Lang, ms: number): GatewayError {
  const s = Math.ceil(ms / 1000)
  const text = s < 120 ? say(lang, 'resendTooSoon', { s }) : say(lang, 'resendInMinutes', { m: Math.ceil(s / 60) })
  return new GatewayError(codes.codeResendTooSoon, text)
}

/**
 * Spends a code send before the code is made, each budget in one statement so that sends made together cannot all
 * find it unspent: 400110 (with the minutes left) once the address sent SENDS_PER_ADDRESS codes in its hour, or its
 * /24 or /64 SENDS_PER_NETWORK; 400108 (with the wait) within 60 s of the last code of the same destination and
 * purpose, or within the destination's back-off (backoff.ts), whichever is longer. A refused send costs nothing;
 * answers how to give the send back when the code is not sent after all.
 */
export async function spendSend(
  db: Db,
  input: { channel: CodeChannel; destination: string; purpose: string; ip: string; lang: Lang; now: number },
): Promise<() => Promise<void>> {
  const { channel, destination, lang, now } = input
  const budgets = [
    ...addressBudgets('code:send', input.ip, SENDS_PER_ADDRESS, SENDS_PER_NETWORK, HOUR),
    { key: resendKey(channel, destination, input.purpose), limit: 1, windowMs: RESEND_AFTER_MS },
  ]
  const spent = await spendBudgets(db, 'attempt_counter', budgets, now)
  if (!spent.ok && spent.refused !== budgets[2]) {
    throw new GatewayError(codes.tooManyAttempts, say(lang, 'tooManyCodes', { m: Math.ceil(spent.waitMs / 60_000) }))
  }
  const last = await db
    .selectFrom('verification_code')
    .select('created_at')
    .where('destination', '=', destination)
    .where('channel', '=', channel)
    .where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  const resend = Math.max(last ? Number(last.created_at) + RESEND_AFTER_MS - now : 0, spent.ok ? 0 : spent.waitMs)
  const wait = Math.max(resend, await backoffWait(db, destinationKey(channel, destination), now))
  if (wait <= 0 && spent.ok) return spent.giveBack
  if (spent.ok) await spent.giveBack()
  throw waitError(lang, Math.max(1, wait))
}

/** Counts a code that went to a destination (its back-off). */
export async function countDestinationSend(
  db: Db,
  channel: CodeChannel,
  destination: string,
  now: number,
): Promise<void> {
  await noteSent(db, destinationKey(channel, destination), now)
}
