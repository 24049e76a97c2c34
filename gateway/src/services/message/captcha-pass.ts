import { createHash, randomBytes } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import { spendBudgets } from '../../core/db/budgets'
import { GatewayError, codes } from '../../core/errors'
import { langFrom, say } from './texts'

/** How long a solved captcha's pass token may be spent. */
export const CAPTCHA_PASS_TTL_MS = 5 * 60 * 1000
/**
 * Captcha-gated requests for one account (or phone, or e-mail address), each a solved captcha, per window. The
 * window is short: like the code back-off, a budget others can spend on a victim's account locks it only briefly.
 */
export const PASSES_PER_SUBJECT = 20
export const SUBJECT_WINDOW_MS = 15 * 60 * 1000

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** Stores and answers a new single-use pass token for a captcha solved from `ip`. */
export async function issueCaptchaPass(ctx: GatewayContext, ip: string): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  const now = ctx.now()
  await ctx.db
    .insertInto('captcha_pass')
    .values({ token_hash: hashOf(token), ip, created_at: now, expires_at: now + CAPTCHA_PASS_TTL_MS, used_at: null })
    .execute()
  return token
}

/**
 * Spends a pass token for a request about `subject` (the account signing in, or the phone or e-mail a code
 * goes to): the token must exist, be unspent, unexpired and come from the address that solved the captcha,
 * else 400106 'Please complete the verification'. A subject that has had PASSES_PER_SUBJECT in its window is
 * refused (400110, naming the minutes left) whatever the token, so captchas solved from many addresses do not
 * buy more tries at one account. The subject's pass is spent in one statement before the token, so that requests
 * sent together pass no more than its budget, and given back when the token is refused.
 */
export async function spendCaptchaPass(
  ctx: GatewayContext,
  token: string | undefined,
  ip: string,
  lang: string | undefined,
  subject: string,
): Promise<void> {
  const refuse = () => new GatewayError(codes.captchaRequired, say(langFrom(lang), 'captchaRequired'))
  const now = ctx.now()
  const subjectKey = `captcha:gate:${subject.toLowerCase().replace(/\s+/g, '')}`
  const budget = { key: subjectKey, limit: PASSES_PER_SUBJECT, windowMs: SUBJECT_WINDOW_MS }
  const spent = await spendBudgets(ctx.db, 'attempt_counter', [budget], now)
  if (!spent.ok)
    throw new GatewayError(
      codes.tooManyAttempts,
      say(langFrom(lang), 'tooManyForAccount', { m: Math.ceil(spent.waitMs / 60_000) }),
    )
  const used =
    token &&
    token.length <= 100 &&
    (await ctx.db
      .updateTable('captcha_pass')
      .set({ used_at: now })
      .where('token_hash', '=', hashOf(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('ip', '=', ip)
      .executeTakeFirst())
  if (used && Number(used.numUpdatedRows) === 1) return
  await spent.giveBack()
  throw refuse()
}
