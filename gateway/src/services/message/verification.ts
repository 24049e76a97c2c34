import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import { GatewayError, codes } from '../../core/errors'
import { spendCaptchaPass } from './captcha-pass'
import { anyAtLimit, countEvent } from './counters'
import { accountAt, normalDestination, type CodeChannel } from './destination'
import { deliverCode } from './deliver'
import { checkSendLimits, countAddressSend, countDestinationSend } from './send-limits'
import { langFrom, say } from './texts'

export type { CodeChannel } from './destination'
/** What a code is for; a code of one purpose never works for another. */
export type CodePurpose = 'login' | 'reset' | 'bind' | 'super' | 'register'

export { RESEND_AFTER_MS } from './send-limits'
export const CODE_TTL_MS = 5 * 60 * 1000
export const CODE_MAX_TRIES = 5
const HOUR = 60 * 60 * 1000
/** Wrong codes per hour for one destination, and from one address. */
export const WRONG_PER_DESTINATION = 15
export const WRONG_PER_ADDRESS = 40

const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex')

/**
 * Sends a fresh 6-digit code (valid 5 minutes, single use, 5 tries) to a phone or e-mail address,
 * in `lang` (an Accept-Language value). Throws GatewayError on a bad destination (400107), the
 * hourly limit of the requesting address (400110), a resend within 60 s for the same destination
 * and purpose or within the destination's back-off (400108, send-limits.ts), or a channel this
 * installation has not configured (400112).
 *
 * Callers must have spent a captcha pass first (requireCaptchaPass). For 'login' and 'reset' the
 * code is delivered only when an account has that phone or e-mail; for an unknown one it answers
 * exactly the same and nothing is sent, so the answer never reveals accounts. 'bind' and
 * 'register' (company registration) always deliver (the address is a new one). `deliver`, when
 * given, decides instead (super login: only to an operator's e-mail).
 */
export async function sendCode(
  ctx: GatewayContext,
  input: { purpose: CodePurpose; channel: CodeChannel; destination: string; ip: string; lang: string; deliver?: boolean },
): Promise<void> {
  const lang = langFrom(input.lang)
  const destination = normalDestination(input.channel, input.destination, lang)
  const now = ctx.now()
  await checkSendLimits(ctx.db, { channel: input.channel, destination, purpose: input.purpose, ip: input.ip, lang, now })

  const known = input.deliver ?? (input.purpose === 'bind' || input.purpose === 'register' || Boolean(await accountAt(ctx.db, input.channel, destination)))
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const salt = randomBytes(16).toString('hex')
  const id = randomUUID()
  await ctx.db.transaction().execute(async (trx) => {
    // Only the newest code of a destination and purpose works.
    await trx.updateTable('verification_code').set({ used_at: now })
      .where('destination', '=', destination).where('channel', '=', input.channel).where('purpose', '=', input.purpose)
      .where('used_at', 'is', null).execute()
    await trx.insertInto('verification_code').values({
      id, purpose: input.purpose, channel: input.channel, destination, code_hash: hashCode(code, salt), salt,
      created_at: now, expires_at: now + CODE_TTL_MS, tries: 0, used_at: null,
    }).execute()
  })
  await countAddressSend(ctx.db, input.ip, now)
  try {
    await deliverCode(ctx, { channel: input.channel, destination, code, lang, deliver: known })
  } catch (error) {
    // A code that never left may be asked for again at once.
    await ctx.db.deleteFrom('verification_code').where('id', '=', id).execute()
    throw error
  }
  await countDestinationSend(ctx.db, input.channel, destination, now)
}

/**
 * Checks and spends the newest code sent to a destination for a purpose: single use, expired
 * after 5 minutes, dead after 5 wrong tries, with hourly limits of wrong codes per destination
 * and per address. Throws 400109 (the same answer for a wrong, expired, used code and for a
 * destination nothing was sent to), 400110 over the limits, 400107 for a bad destination.
 */
export async function consumeCode(
  ctx: GatewayContext,
  input: { purpose: CodePurpose; channel: CodeChannel; destination: string; code: string; ip: string; lang?: string },
): Promise<void> {
  const lang = langFrom(input.lang)
  const destination = normalDestination(input.channel, input.destination, lang)
  const now = ctx.now()
  const destinationKey = `code:wrong:${input.channel}:${destination}`
  const addressKey = `code:wrong:ip:${input.ip}`
  if (await anyAtLimit(ctx.db, [destinationKey], WRONG_PER_DESTINATION, HOUR, now)
    || await anyAtLimit(ctx.db, [addressKey], WRONG_PER_ADDRESS, HOUR, now)) {
    throw new GatewayError(codes.tooManyAttempts, say(lang, 'tooManyTries'))
  }
  const wrong = async () => {
    await countEvent(ctx.db, [destinationKey, addressKey], HOUR, now)
    return new GatewayError(codes.wrongCode, say(lang, 'wrongCode'))
  }
  const row = await ctx.db.selectFrom('verification_code').selectAll()
    .where('destination', '=', destination).where('channel', '=', input.channel).where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst()
  if (!row || row.used_at !== null || Number(row.expires_at) <= now || row.tries >= CODE_MAX_TRIES) throw await wrong()
  const given = /^\d{6}$/.test(input.code.trim()) ? hashCode(input.code.trim(), row.salt) : ''
  const matches = given.length === row.code_hash.length && timingSafeEqual(Buffer.from(given), Buffer.from(row.code_hash))
  if (!matches) {
    await ctx.db.updateTable('verification_code').set((eb) => ({ tries: eb('tries', '+', 1) })).where('id', '=', row.id).execute()
    throw await wrong()
  }
  const spent = await ctx.db.updateTable('verification_code').set({ used_at: now })
    .where('id', '=', row.id).where('used_at', 'is', null).where('tries', '<', CODE_MAX_TRIES).executeTakeFirst()
  if (Number(spent.numUpdatedRows) !== 1) throw await wrong()
}

/**
 * Checks and spends a captcha pass token (single use, from the address that solved the slider or
 * picture captcha, within 5 minutes). Throws 400106 'Please complete the verification' when it
 * is missing or invalid; the client then shows the captcha and retries with a new token. `subject` is the
 * account or the phone or e-mail the request is about: it has an hourly budget of passes (captcha-pass.ts).
 */
export async function requireCaptchaPass(ctx: GatewayContext, token: string | undefined, ip: string, lang: string | undefined, subject: string): Promise<void> {
  await spendCaptchaPass(ctx, token, ip, lang, subject)
}
