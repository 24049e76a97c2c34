import { createHash } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import { countNow, countUp } from '../../../core/db/counters'

// What the server knows about who answers its puzzles, beside the picture: failures from an address and for an
// account, and how many puzzles an address answered lately. A risky asker gets the harder variant: passing the
// puzzle draws a second challenge (the picture captcha) before a pass is given. A person who signs in now and then
// seldom meets it; a script answering puzzle after puzzle from one address, or failing, does at its third.

/** Failures (from an address, or for an account) within RISK_WINDOW_MS that make the next challenges hard. */
export const RISKY_FAILURES = 2
export const RISK_WINDOW_MS = 30 * 60 * 1000
/**
 * Answers (passed or failed) from one address, or for one account, within ANSWER_WINDOW_MS that make the next
 * challenges hard. A person meets a puzzle after a failed password or before a code is sent: seldom twice in ten
 * minutes. Many people behind one address (an office's NAT) meet the second step sooner; it costs them four letters.
 */
export const RISKY_ANSWERS = 2
export const ANSWER_WINDOW_MS = 10 * 60 * 1000

/** A challenge's level: 0 one challenge passes; 1 passing it draws a second one. */
export type Level = 0 | 1

/** The stored form of the account, phone or e-mail a captcha is asked for (case and spaces ignored); '' for none. */
export const subjectHash = (subject: string | undefined): string => {
  const plain = (subject ?? '').toLowerCase().replace(/\s+/g, '')
  return plain ? createHash('sha256').update(`captcha-subject:${plain}`).digest('hex') : ''
}

const failedFrom = (ip: string) => `captcha:risk:fail:ip:${ip}`
const failedFor = (subject: string) => `captcha:risk:fail:subject:${subject}`
const answeredFrom = (ip: string) => `captcha:risk:answer:ip:${ip}`
const answeredFor = (subject: string) => `captcha:risk:answer:subject:${subject}`

// Signals, not budgets: they are read to choose a challenge's level and counted when it is answered.
const anyReached = async (ctx: GatewayContext, keys: string[], count: number, windowMs: number, now: number) => {
  for (const key of keys)
    if ((await countNow(ctx.db, 'attempt_counter', key, windowMs, now)).count >= count) return true
  return false
}
const countEach = async (ctx: GatewayContext, keys: string[], windowMs: number, now: number) => {
  for (const key of keys) await countUp(ctx.db, 'attempt_counter', key, { windowMs }, now)
}

/** The level of a new challenge for `ip`, asked for the account whose subjectHash is `subject` ('' none). */
export async function levelFor(ctx: GatewayContext, ip: string, subject: string): Promise<Level> {
  const now = ctx.now()
  const failures = subject ? [failedFrom(ip), failedFor(subject)] : [failedFrom(ip)]
  if (await anyReached(ctx, failures, RISKY_FAILURES, RISK_WINDOW_MS, now)) return 1
  const answers = subject ? [answeredFrom(ip), answeredFor(subject)] : [answeredFrom(ip)]
  return (await anyReached(ctx, answers, RISKY_ANSWERS, ANSWER_WINDOW_MS, now)) ? 1 : 0
}

/** Counts an answer from `ip` (and, when it failed, a failure from it and for its account). */
export async function noteAnswer(ctx: GatewayContext, ip: string, subject: string, passed: boolean): Promise<void> {
  const now = ctx.now()
  await countEach(ctx, subject ? [answeredFrom(ip), answeredFor(subject)] : [answeredFrom(ip)], ANSWER_WINDOW_MS, now)
  if (!passed)
    await countEach(ctx, subject ? [failedFrom(ip), failedFor(subject)] : [failedFrom(ip)], RISK_WINDOW_MS, now)
}
