import { countDown, countUp } from '../../core/db/counters'
import type { Db } from '../../core/db/types'

/** Calls one installation (an app in a tenant) may make a minute, all its users, background tokens and routes together. */
export const API_CALLS_PER_MINUTE = 3000
/** Calls one installation may make a minute for one user of the tenant: no user spends the whole app's minute alone. */
export const API_CALLS_PER_USER_PER_MINUTE = 600
/** Token exchanges (users' app tokens and the background credential) of one installation a minute, counted apart. */
export const EXCHANGES_PER_MINUTE = 60
const MINUTE = 60_000

/** Whose minute is spent: the user's (with that app), the whole installation's, or its token exchanges'. */
export type Budget = 'user' | 'app' | 'exchange'

/** The installation's budget after a call: what the `RateLimit-*` headers tell the caller. */
export interface BudgetState {
  limit: number
  remaining: number
  /** Seconds until the minute ends. */
  reset: number
}

/** A refused call: the seconds until its minute ends, whether it is the first refusal then, and whose budget it was. */
export interface Limited extends BudgetState {
  seconds: number
  first: boolean
  budget: Budget
}

/** An allowed call, with the state of the budget the headers report. */
export interface Spent {
  limited: null
  state: BudgetState
}

/** Who spends: the installation, and the user unless a background token calls (or an exchange). */
export interface Spender {
  tenantId: number
  appCode: string
  userId: number
  asApp?: boolean
}

const keysOf = (caller: Spender, kind: 'call' | 'exchange'): Array<[Budget, string, number]> =>
  kind === 'exchange'
    ? [['exchange', `vendor-api-exchange:${caller.tenantId}:${caller.appCode}`, EXCHANGES_PER_MINUTE]]
    : [
        ...(caller.asApp
          ? []
          : [
              [
                'user',
                `vendor-api-user:${caller.tenantId}:${caller.appCode}:${caller.userId}`,
                API_CALLS_PER_USER_PER_MINUTE,
              ] as [Budget, string, number],
            ]),
        ['app', `vendor-api:${caller.tenantId}:${caller.appCode}`, API_CALLS_PER_MINUTE],
      ]

/**
 * Spends a call (or a token exchange) of the installation from its minute budgets (attempt_counter, each in one
 * statement before the call, so calls sent together never pass more than the minute's budget; every gateway process
 * sees one count). Answers the state of the last budget (the installation's) when it may go on, else the refused
 * budget with the seconds until its minute ends and whether it is the first refusal of that minute (only that one is
 * audited, so a flood cannot fill the audit). A refused call counts against none.
 */
export async function spendCall(
  db: Db,
  caller: Spender,
  now: number,
  kind: 'call' | 'exchange' = 'call',
): Promise<Spent | { limited: Limited }> {
  const spent: string[] = []
  let state: BudgetState = { limit: 0, remaining: 0, reset: 0 }
  for (const [budget, key, limit] of keysOf(caller, kind)) {
    const { count, windowStart } = await countUp(db, 'attempt_counter', key, { windowMs: MINUTE }, now)
    spent.push(key)
    const reset = Math.max(1, Math.ceil((windowStart + MINUTE - now) / 1000))
    if (count > limit) {
      for (const done of spent) await countDown(db, 'attempt_counter', done)
      const refusals = await countUp(db, 'attempt_counter', `${key}:refused`, { windowMs: MINUTE }, now)
      const limited = { seconds: reset, first: refusals.count === 1, budget, limit, remaining: 0, reset }
      return { limited }
    }
    state = { limit, remaining: limit - count, reset }
  }
  return { limited: null, state }
}

/** The `RateLimit-*` headers (and `Retry-After` when refused) of a budget's state. */
export function limitHeaders(state: BudgetState, refused: boolean): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.reset),
    ...(refused ? { 'retry-after': String(state.reset) } : {}),
  }
}
