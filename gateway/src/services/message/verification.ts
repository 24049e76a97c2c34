import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import { spendCaptchaPass } from './captcha-pass'
import { accountAt, normalDestination, type CodeChannel } from './destination'
import { codeMessage, requireChannel } from './deliver'
import { enqueueCode } from './delivery-queue'
import { wakeDeliveries } from './delivery-workers'
import { spendPublicWork } from './public-work'
import { countDestinationSend, spendSend } from './send-limits'
import { langFrom } from './texts'
import { clearWrongCodes, countWrongCode, spendCodeCheck } from './wrong-codes'

export type { CodeChannel } from './destination'
/** What a code is for; a code of one purpose never works for another. */
export type CodePurpose = 'login' | 'reset' | 'bind' | 'super' | 'register'

export { RESEND_AFTER_MS } from './send-limits'
export { FREE_WRONG, MAX_WRONG_WAIT_MS, WRONG_PER_ADDRESS, waitAfterWrong } from './wrong-codes'
export const CODE_TTL_MS = 5 * 60 * 1000
export const CODE_MAX_TRIES = 5

const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex')

/**
 * Queues a fresh 6-digit code (valid 5 minutes, single use, 5 tries) for a phone or e-mail
 * address, in `lang` (an Accept-Language value); the delivery worker (delivery-worker.ts) sends
 * it. Throws GatewayError on a bad destination (400107), the hourly limit of the requesting
 * address or its network (400110), a resend within 60 s for the same destination and purpose or
 * within the destination's back-off (400108, send-limits.ts; these are spent before the code is
 * made, and given back when it is not), the deployment's budget of work for signed-out callers
 * (400115, public-work.ts; not for 'bind'), or a channel this installation has not configured (400112).
 *
 * Callers must have spent a captcha pass first (requireCaptchaPass). For 'login' and 'reset' the
 * code goes out only when an account has that phone or e-mail; 'bind' and 'register' (company
 * registration) always send (the address is a new one); `deliver`, when given, decides instead
 * (super login: only to an operator's e-mail). Whether it goes out or not, the request does the
 * same work (a code row and a queue row) and answers the same, in the same time: the sending
 * happens off the request.
 */
export async function sendCode(
  ctx: GatewayContext,
  input: {
    purpose: CodePurpose
    channel: CodeChannel
    destination: string
    ip: string
    lang: string
    deliver?: boolean
  },
): Promise<void> {
  const lang = langFrom(input.lang)
  const destination = normalDestination(input.channel, input.destination, lang)
  const now = ctx.now()
  const giveBack = await spendSend(ctx.db, {
    channel: input.channel,
    destination,
    purpose: input.purpose,
    ip: input.ip,
    lang,
    now,
  })
  try {
    // Binding is asked for by a signed-in user; every other purpose by a caller without a session.
    if (input.purpose !== 'bind') await spendPublicWork(ctx, input.ip, lang)
    requireChannel(ctx, input.channel, lang)
  } catch (error) {
    await giveBack()
    throw error
  }

  const known =
    input.deliver ??
    (input.purpose === 'bind' ||
      input.purpose === 'register' ||
      Boolean(await accountAt(ctx.db, input.channel, destination)))
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const salt = randomBytes(16).toString('hex')
  const id = randomUUID()
  const message = codeMessage(input.channel, code, lang)
  await ctx.db.transaction().execute(async (trx) => {
    // Only the newest code of a destination and purpose works.
    await trx
      .updateTable('verification_code')
      .set({ used_at: now })
      .where('destination', '=', destination)
      .where('channel', '=', input.channel)
      .where('purpose', '=', input.purpose)
      .where('used_at', 'is', null)
      .execute()
    await trx
      .insertInto('verification_code')
      .values({
        id,
        purpose: input.purpose,
        channel: input.channel,
        destination,
        code_hash: hashCode(code, salt),
        salt,
        created_at: now,
        expires_at: now + CODE_TTL_MS,
        tries: 0,
        used_at: null,
      })
      .execute()
    await enqueueCode(trx, {
      id,
      channel: input.channel,
      destination,
      ...message,
      send: known,
      now,
      expiresAt: now + CODE_TTL_MS,
    })
  })
  await countDestinationSend(ctx.db, input.channel, destination, now)
  wakeDeliveries(ctx)
}

/**
 * Checks and spends the newest code sent to a destination for a purpose: single use, expired
 * after 5 minutes, dead after 5 tries (each try taken in one statement before the compare, so tries
 * sent together count each). After FREE_WRONG wrong codes in a row for the destination (or for an
 * `account` the caller names, as super login does), its code checks wait 60 s, doubling per wrong
 * code up to 15 minutes (wrong-codes.ts). An address is refused after WRONG_PER_ADDRESS wrong
 * codes in its hour, its /24 or /64 after WRONG_PER_NETWORK (each check spent before the compare,
 * given back for a right code). Throws 400109 (the same answer for a wrong, expired, used code and
 * for a destination nothing was sent to), 400110 with the minutes to wait, 400107 for a bad destination.
 */
export async function consumeCode(
  ctx: GatewayContext,
  input: {
    purpose: CodePurpose
    channel: CodeChannel
    destination: string
    code: string
    ip: string
    lang?: string
    account?: string
  },
): Promise<void> {
  const lang = langFrom(input.lang)
  const destination = normalDestination(input.channel, input.destination, lang)
  const now = ctx.now()
  const subjects = [`${input.channel}:${destination}`, ...(input.account ? [`account:${input.account}`] : [])]
  const giveBack = await spendCodeCheck(ctx.db, subjects, input.ip, lang, now)
  const wrong = () => countWrongCode(ctx.db, subjects, lang, now)
  const row = await ctx.db
    .selectFrom('verification_code')
    .selectAll()
    .where('destination', '=', destination)
    .where('channel', '=', input.channel)
    .where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row || row.used_at !== null || Number(row.expires_at) <= now) throw await wrong()
  const tried = await ctx.db
    .updateTable('verification_code')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('tries', '<', CODE_MAX_TRIES)
    .where('used_at', 'is', null)
    .returning('tries')
    .executeTakeFirst()
  if (!tried) throw await wrong()
  const given = /^\d{6}$/.test(input.code.trim()) ? hashCode(input.code.trim(), row.salt) : ''
  const matches =
    given.length === row.code_hash.length && timingSafeEqual(Buffer.from(given), Buffer.from(row.code_hash))
  if (!matches) throw await wrong()
  const spent = await ctx.db
    .updateTable('verification_code')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(spent.numUpdatedRows) !== 1) throw await wrong()
  await clearWrongCodes(ctx.db, subjects)
  await giveBack()
}

/**
 * Counts a wrong code for an account that has no code to check (super login for an account that
 * is no operator's), so it answers, and waits, exactly as an account that has one: refuses while
 * it waits, else answers the error to throw (400109, or 400110 when this one starts a wait).
 */
export async function wrongCodeFor(ctx: GatewayContext, input: { account: string; ip: string; lang?: string }) {
  const lang = langFrom(input.lang)
  const subjects = [`account:${input.account}`]
  await spendCodeCheck(ctx.db, subjects, input.ip, lang, ctx.now())
  return countWrongCode(ctx.db, subjects, lang, ctx.now())
}

/**
 * Checks and spends a captcha pass token (single use, from the address that solved the slider or
 * picture captcha, within 5 minutes). Throws 400106 'Please complete the verification' when it
 * is missing or invalid; the client then shows the captcha and retries with a new token. `subject` is the
 * account or the phone or e-mail the request is about: it has an hourly budget of passes (captcha-pass.ts).
 */
export async function requireCaptchaPass(
  ctx: GatewayContext,
  token: string | undefined,
  ip: string,
  lang: string | undefined,
  subject: string,
): Promise<void> {
  await spendCaptchaPass(ctx, token, ip, lang, subject)
}
