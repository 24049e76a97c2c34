import { createHash, randomBytes } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import { GatewayError, codes } from '../../../core/errors'
import { anyAtLimit, countEvent, say, issueCaptchaPass, spendPublicWork } from '../../message'
import type { Lang } from '../../../core/lang'
import { providerPasses } from './provider'
import { noteAnswer, type Level } from './risk'
import { plausibleTrail, type Trail } from './trail'

/** slider and picture: the gateway's own puzzles; provider: a hosted provider's challenge (config-captcha.ts). */
export type CaptchaKind = 'slider' | 'picture' | 'provider'

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

/** A challenge's risk: its level (risk.ts) and the subjectHash of the account it was asked for ('' none). */
export interface ChallengeRisk { level: Level; subject: string }

/** Stores a new challenge for `ip` (admitted by admitChallenge) and answers its id. */
export async function storeChallenge(ctx: GatewayContext, kind: CaptchaKind, answer: string, ip: string, risk: ChallengeRisk): Promise<string> {
  const now = ctx.now()
  const id = randomBytes(18).toString('base64url')
  await ctx.db.insertInto('captcha_challenge')
    .values({ id, kind, answer, ip, created_at: now, expires_at: now + CHALLENGE_TTL_MS, used_at: null, level: risk.level, subject: risk.subject }).execute()
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
  /** Provider: the response token its widget gave the browser. */
  providerToken?: string
}

/** What a passed challenge gives: a pass, or (a hard challenge) the second challenge to solve first. */
export type Solved = { captchaToken: string } | { second: { id: string; subject: string } }

/**
 * Checks an attempt and spends the challenge whatever the outcome (a challenge gets one try, so a
 * replay fails), and counts it among the address's and account's risk signals (risk.ts). Answers a
 * single-use captcha pass token, or for a hard challenge the id of the second one to draw; throws 400111
 * when it fails, 400110 when the address, or the whole deployment, failed too often this hour.
 */
export async function solveChallenge(ctx: GatewayContext, attempt: Attempt, ip: string, lang: Lang, log: (message: string) => void): Promise<Solved> {
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
  const passed = !!row && !!fresh && await passes(ctx, row, attempt, now, ip, log)
  // Only an answer to a challenge of this address counts for it (an id guessed from elsewhere is no answer of theirs).
  if (row?.ip === ip) await noteAnswer(ctx, ip, row.subject, passed)
  if (!row || !passed) {
    await countEvent(ctx.db, [failKey, ALL_FAILED], HOUR, now)
    throw new GatewayError(codes.captchaFailed, say(lang, 'captchaFailed'))
  }
  if (Number(row.level) === 1) return { second: { id: row.id, subject: row.subject } }
  return { captchaToken: await issueCaptchaPass(ctx, ip) }
}

/** The slider's drag is judged by the time the server measured since it issued the puzzle, not the client's claim. */
async function passes(
  ctx: GatewayContext, row: { kind: string; answer: string; created_at: number }, attempt: Attempt, now: number, ip: string, log: (message: string) => void,
): Promise<boolean> {
  if (row.kind === 'provider') {
    const provider = ctx.config.captchaProvider
    return !!provider && !!attempt.providerToken && providerPasses(provider, attempt.providerToken, ip, log)
  }
  if (row.kind === 'picture') return attempt.text !== undefined && textHash(attempt.text) === row.answer
  const { x, trail } = attempt
  if (x === undefined) return false
  return Math.abs(x - Number(row.answer)) <= SLIDER_TOLERANCE && plausibleTrail(trail, x, now - Number(row.created_at))
}
