import { spendBudgets } from '../../core/db/budgets'
import { countUp } from '../../core/db/counters'
import type { Db } from '../../core/db/types'

/** Calls one app may make a minute in one tenant, all its users and routes together (the token exchange too). */
export const API_CALLS_PER_MINUTE = 120
/** Calls one app may make a minute for one user of the tenant: no user spends the whole app's minute alone. */
export const API_CALLS_PER_USER_PER_MINUTE = 40
const MINUTE = 60_000

/** Whose minute is spent: the user's (with that app) or the whole app's in the tenant. */
export type Budget = 'user' | 'app'

/** A refused call: the seconds until its minute ends, whether it is the first refusal then, and whose budget it was. */
export interface Limited {
  seconds: number
  first: boolean
  budget: Budget
}

const keysOf = (tenantId: number, appCode: string, userId: number): Array<[Budget, string, number]> => [
  ['user', `vendor-api-user:${tenantId}:${appCode}:${userId}`, API_CALLS_PER_USER_PER_MINUTE],
  ['app', `vendor-api:${tenantId}:${appCode}`, API_CALLS_PER_MINUTE],
]

/**
 * Spends a call of the app for a user in the tenant from the user's minute and the app's (attempt_counter, each in one
 * statement before the call, so calls sent together never pass more than the minute's budget; every gateway process
 * sees one count). Answers null when it may go on, else the spent budget with the seconds until its minute ends and
 * whether it is the first refusal of that minute (only that one is audited, so a flood cannot fill the audit). A
 * refused call counts against neither.
 */
export async function spendCall(
  db: Db,
  caller: { tenantId: number; appCode: string; userId: number },
  now: number,
): Promise<null | Limited> {
  const keys = keysOf(caller.tenantId, caller.appCode, caller.userId)
  const spent = await spendBudgets(
    db,
    'attempt_counter',
    keys.map(([, key, limit]) => ({ key, limit, windowMs: MINUTE })),
    now,
  )
  if (spent.ok) return null
  const [budget] = keys.find(([, key]) => key === spent.refused.key)!
  const refusals = await countUp(db, 'attempt_counter', `${spent.refused.key}:refused`, { windowMs: MINUTE }, now)
  return { seconds: Math.ceil(spent.waitMs / 1000), first: refusals.count === 1, budget }
}
