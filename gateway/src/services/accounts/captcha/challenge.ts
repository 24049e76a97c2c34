import { createHash, randomBytes } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import { addressBudgets, spendBudgets, type Budget } from '../../../core/db/budgets'
import { GatewayError, codes } from '../../../core/errors'
import { say, issueCaptchaPass, spendPublicWork } from '../../message'
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
/** Captchas one address may ask for, and fail, per hour; and its /24 or /64 network together. */
export const CHALLENGES_PER_ADDRESS = 120
export const FAILURES_PER_ADDRESS = 30
export const CHALLENGES_PER_NETWORK = 360
export const FAILURES_PER_NETWORK = 90
/** Captchas the whole deployment draws, and sees failed, per hour: a ceiling on a spread-out attack. */
export const CHALLENGES_PER_HOUR = 20_000
export const FAILURES_PER_HOUR = 4_000
const ALL_NEW = 'captcha:new:all'
const ALL_FAILED = 'captcha:fail:all'

export const textHash = (text: string) => createHash('sha256').update(text.trim().toUpperCase()).digest('hex')

/**
 * Spends a unit of each of `budgets` (the address's, its network's, then the deployment's) in one statement each, so that
 * requests sent together cannot all find them unspent; refuses with 400110 past one (the deployment's: busy).
 */
async function spendHour(ctx: GatewayContext, budgets: Budget[], lang: Lang) {
  const spent = await spendBudgets(ctx.db, 'attempt_counter', budgets, ctx.now())
  if (spent.ok) return spent.giveBack
  throw new GatewayError(
    codes.tooManyAttempts,
    say(lang, spent.refused === budgets[2] ? 'captchaBusy' : 'tooManyCaptchas'),
  )
}

/** Spends a new challenge from the address's, its network's and the deployment's hour, and the work budget; refuses past any. */
export async function admitChallenge(ctx: GatewayContext, ip: string, lang: Lang): Promise<void> {
  const giveBack = await spendHour(
    ctx,
    [
      ...addressBudgets('captcha:new', ip, CHALLENGES_PER_ADDRESS, CHALLENGES_PER_NETWORK, HOUR),
      { key: ALL_NEW, limit: CHALLENGES_PER_HOUR, windowMs: HOUR },
    ],
    lang,
  )
  try {
    await spendPublicWork(ctx, ip, lang)
  } catch (error) {
    await giveBack()
    throw error
  }
}

/** A challenge's risk: its level (risk.ts) and the subjectHash of the account it was asked for ('' none). */
export interface ChallengeRisk {
  level: Level
  subject: string
}

/** Stores a new challenge for `ip` (admitted by admitChallenge) and answers its id. */
export async function storeChallenge(
  ctx: GatewayContext,
  kind: CaptchaKind,
  answer: string,
  ip: string,
  risk: ChallengeRisk,
): Promise<string> {
  const now = ctx.now()
  const id = randomBytes(18).toString('base64url')
  await ctx.db
    .insertInto('captcha_challenge')
    .values({
      id,
      kind,
      answer,
      ip,
      created_at: now,
      expires_at: now + CHALLENGE_TTL_MS,
      used_at: null,
      level: risk.level,
      subject: risk.subject,
    })
    .execute()
  return id
}

/** The unexpired, unsolved picture challenge `id` (for drawing its image), or undefined. */
export async function openChallenge(ctx: GatewayContext, id: string, kind: CaptchaKind) {
  return ctx.db
    .selectFrom('captcha_challenge')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now())
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
 * when it fails, 400110 when the address, its /24 or /64, or the whole deployment failed too often this hour.
 */
export async function solveChallenge(
  ctx: GatewayContext,
  attempt: Attempt,
  ip: string,
  lang: Lang,
  log: (message: string) => void,
): Promise<Solved> {
  const now = ctx.now()
  // A failure is spent before the answer is checked, and given back when it passes.
  const giveBack = await spendHour(
    ctx,
    [
      ...addressBudgets('captcha:fail', ip, FAILURES_PER_ADDRESS, FAILURES_PER_NETWORK, HOUR),
      { key: ALL_FAILED, limit: FAILURES_PER_HOUR, windowMs: HOUR },
    ],
    lang,
  )
  const row = await ctx.db.selectFrom('captcha_challenge').selectAll().where('id', '=', attempt.id).executeTakeFirst()
  const spent =
    row &&
    (await ctx.db
      .updateTable('captcha_challenge')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst())
  const fresh = row && Number(spent?.numUpdatedRows) === 1 && Number(row.expires_at) > now && row.ip === ip
  const passed = !!row && !!fresh && (await passes(ctx, row, attempt, now, ip, log))
  // Only an answer to a challenge of this address counts for it (an id guessed from elsewhere is no answer of theirs).
  if (row?.ip === ip) await noteAnswer(ctx, ip, row.subject, passed)
  if (!row || !passed) throw new GatewayError(codes.captchaFailed, say(lang, 'captchaFailed'))
  await giveBack()
  if (Number(row.level) === 1) return { second: { id: row.id, subject: row.subject } }
  return { captchaToken: await issueCaptchaPass(ctx, ip) }
}

/** The slider's drag is judged by the time the server measured since it issued the puzzle, not the client's claim. */
async function passes(
  ctx: GatewayContext,
  row: { kind: string; answer: string; created_at: number },
  attempt: Attempt,
  now: number,
  ip: string,
  log: (message: string) => void,
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
