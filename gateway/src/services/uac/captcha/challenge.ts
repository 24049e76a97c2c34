import { createHash, randomBytes } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import { GatewayError, codes } from '../../../core/errors'
import { anyAtLimit, countEvent, say, issueCaptchaPass, spendPublicWork } from '../../message'
import type { Lang } from '../../../core/lang'
import { plausibleTrail, type Trail } from './trail'

export type CaptchaKind = 'slider' | 'picture'

export const CHALLENGE_TTL_MS = 2 * 60 * 1000
/** How far the dropped piece may sit from the gap, in image pixels. */
export const SLIDER_TOLERANCE = 4
const HOUR = 60 * 60 * 1000
/** Captchas one address may ask for, and fail, per hour. */
export const CHALLENGES_PER_ADDRESS = 120
export const FAILURES_PER_ADDRESS = 30
/** Captchas the whole deployment draws, and sees failed, per hour: a ceiling on a spread-out attack. */
export const CHALLENGES_PER_HOUR = 20_000
export const FAILURES_PER_HOUR = 4_000
const ALL_NEW = 'captcha:new:all'
const ALL_FAILED = 'captcha:fail:all'

export const textHash = (text: string) => createHash('sha256').update(text.trim().toUpperCase()).digest('hex')

/** Refuses a new challenge when the address or the deployment has had its hour's worth, or the deployment is busy; counts one otherwise. */
export async function admitChallenge(ctx: GatewayContext, ip: string, lang: Lang): Promise<void> {
  const now = ctx.now()
  const key = `captcha:new:ip:${ip}`
  if (await anyAtLimit(ctx.db, [key], CHALLENGES_PER_ADDRESS, HOUR, now)) {
    throw new GatewayError(codes.tooManyAttempts, say(lang, 'tooManyCaptchas'))
  }
  if (await anyAtLimit(ctx.db, [ALL_NEW], CHALLENGES_PER_HOUR, HOUR, now)) {
    throw new GatewayError(codes.tooManyAttempts, say(lang, 'captchaBusy'))
  }
  await spendPublicWork(ctx, ip, lang)
  await countEvent(ctx.db, [key, ALL_NEW], HOUR, now)
}

/** Stores a new challenge for `ip` (admitted by admitChallenge) and answers its id. */
export async function storeChallenge(ctx: GatewayContext, kind: CaptchaKind, answer: string, ip: string): Promise<string> {
  const now = ctx.now()
  const id = randomBytes(18).toString('base64url')
  await ctx.db.insertInto('captcha_challenge')
    .values({ id, kind, answer, ip, created_at: now, expires_at: now + CHALLENGE_TTL_MS, used_at: null }).execute()
  return id
}

/** The unexpired, unsolved picture challenge `id` (for drawing its image), or undefined. */
export async function openChallenge(ctx: GatewayContext, id: string, kind: CaptchaKind) {
  return ctx.db.selectFrom('captcha_challenge').selectAll()
    .where('id', '=', id).where('kind', '=', kind).where('used_at', 'is', null).where('expires_at', '>', ctx.now())
    .executeTakeFirst()
}

export interface Attempt {
  id: string
  /** Slider: where the piece was dropped (left edge, image pixels), and the drag that brought it there. */
  x?: number
  trail?: Trail
  /** Picture captcha: the characters read. */
  text?: string
}

/**
 * Checks an attempt and spends the challenge whatever the outcome (a challenge gets one try, so a
 * replay fails). Answers a single-use captcha pass token; throws 400111 when it fails, 400110 when
 * the address, or the whole deployment, failed too often this hour.
 */
export async function solveChallenge(ctx: GatewayContext, attempt: Attempt, ip: string, lang: Lang): Promise<string> {
  const now = ctx.now()
  const failKey = `captcha:fail:ip:${ip}`
  if (await anyAtLimit(ctx.db, [failKey], FAILURES_PER_ADDRESS, HOUR, now)) {
    throw new GatewayError(codes.tooManyAttempts, say(lang, 'tooManyCaptchas'))
  }
  if (await anyAtLimit(ctx.db, [ALL_FAILED], FAILURES_PER_HOUR, HOUR, now)) {
    throw new GatewayError(codes.tooManyAttempts, say(lang, 'captchaBusy'))
  }
  const row = await ctx.db.selectFrom('captcha_challenge').selectAll().where('id', '=', attempt.id).executeTakeFirst()
  const spent = row && await ctx.db.updateTable('captcha_challenge').set({ used_at: now })
    .where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
  const fresh = row && Number(spent?.numUpdatedRows) === 1 && Number(row.expires_at) > now && row.ip === ip
  if (!row || !fresh || !passes(row, attempt, now)) {
    await countEvent(ctx.db, [failKey, ALL_FAILED], HOUR, now)
    throw new GatewayError(codes.captchaFailed, say(lang, 'captchaFailed'))
  }
  return issueCaptchaPass(ctx, ip)
}

/** The slider's drag is judged by the time the server measured since it issued the puzzle, not the client's claim. */
function passes(row: { kind: string; answer: string; created_at: number }, attempt: Attempt, now: number): boolean {
  if (row.kind === 'picture') return attempt.text !== undefined && textHash(attempt.text) === row.answer
  const { x, trail } = attempt
  if (x === undefined) return false
  return Math.abs(x - Number(row.answer)) <= SLIDER_TOLERANCE && plausibleTrail(trail, x, now - Number(row.created_at))
}
