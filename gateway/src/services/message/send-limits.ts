import type { Db } from '../../core/db/types'
import { GatewayError, codes } from '../../core/errors'
import { backoffWait, noteSent } from './backoff'
import { countEvent, waitAtLimit } from './counters'
import type { CodeChannel } from './destination'
import { say, type Lang } from './texts'

export const RESEND_AFTER_MS = 60 * 1000
const HOUR = 60 * 60 * 1000
/** Codes sent per hour from one address (the requester's IP). */
export const SENDS_PER_ADDRESS = 30

const destinationKey = (channel: CodeChannel, destination: string) => `code:backoff:${channel}:${destination}`
const addressKey = (ip: string) => `code:send:ip:${ip}`

/** The 400108 answer for a wait of `ms`: in seconds below two minutes, else in whole minutes. */
function waitError(lang: Lang, ms: number): GatewayError {
  const s = Math.ceil(ms / 1000)
  const text = s < 120 ? say(lang, 'resendTooSoon', { s }) : say(lang, 'resendInMinutes', { m: Math.ceil(s / 60) })
  return new GatewayError(codes.codeResendTooSoon, text)
}

/**
 * Refuses a code that may not be sent yet: 400110 (with the minutes left) once the address sent
 * SENDS_PER_ADDRESS codes in its hour; 400108 (with the wait) within 60 s of the last code of the
 * same destination and purpose, or within the destination's back-off (backoff.ts), whichever is longer.
 */
export async function checkSendLimits(
  db: Db,
  input: { channel: CodeChannel; destination: string; purpose: string; ip: string; lang: Lang; now: number },
): Promise<void> {
  const { channel, destination, lang, now } = input
  const full = await waitAtLimit(db, addressKey(input.ip), SENDS_PER_ADDRESS, HOUR, now)
  if (full > 0) throw new GatewayError(codes.tooManyAttempts, say(lang, 'tooManyCodes', { m: Math.ceil(full / 60_000) }))
  const last = await db.selectFrom('verification_code').select('created_at')
    .where('destination', '=', destination).where('channel', '=', channel).where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst()
  const resend = last ? Number(last.created_at) + RESEND_AFTER_MS - now : 0
  const wait = Math.max(resend, await backoffWait(db, destinationKey(channel, destination), now))
  if (wait > 0) throw waitError(lang, wait)
}

/** Counts a code sent from an address (the hourly limit). */
export async function countAddressSend(db: Db, ip: string, now: number): Promise<void> {
  await countEvent(db, [addressKey(ip)], HOUR, now)
}

/** Counts a code that went to a destination (its back-off). */
export async function countDestinationSend(db: Db, channel: CodeChannel, destination: string, now: number): Promise<void> {
  await noteSent(db, destinationKey(channel, destination), now)
}
