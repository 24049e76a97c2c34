import { addressGroup } from '../address-group'
import { countDown, countUp, type CounterTable } from './counters'
import type { Db } from './types'

/** A budget: `limit` units under `key` in a window of `windowMs` from its first unit. */
export interface Budget {
  key: string
  limit: number
  windowMs: number
}

/** Budgets spent: all within their limits (and how to give the units back), or the first past its limit and the wait until its window ends. */
export type Spending = { ok: true; giveBack: () => Promise<void> } | { ok: false; refused: Budget; waitMs: number }

/**
 * Spends one unit of each budget, in order, each in one statement, before the work they bound, so that of requests
 * sent together exactly `limit` find a unit. At the first budget past its limit, gives back the units spent here (its
 * own too) and answers it: a refused request costs nothing. Otherwise answers `giveBack`, for work that then ends in a
 * way that should not cost (a right code, a refused token, a registration that was not made).
 */
export async function spendBudgets(db: Db, table: CounterTable, budgets: Budget[], now: number): Promise<Spending> {
  const spent: string[] = []
  const giveBack = async () => {
    for (const key of spent.splice(0)) await countDown(db, table, key)
  }
  for (const budget of budgets) {
    const { count, windowStart } = await countUp(db, table, budget.key, { windowMs: budget.windowMs }, now)
    spent.push(budget.key)
    if (count > budget.limit) {
      await giveBack()
      return { ok: false, refused: budget, waitMs: Math.max(1, windowStart + budget.windowMs - now) }
    }
  }
  return { ok: true, giveBack }
}

/**
 * The budgets of the caller at `ip` under `name`: `perAddress` units for the address (`<name>:ip:<ip>`) and
 * `perNetwork` for its /24 or /64 together (`<name>:net:<network>`), so that one rotating through the addresses of
 * its network spends one share.
 */
export function addressBudgets(
  name: string,
  ip: string,
  perAddress: number,
  perNetwork: number,
  windowMs: number,
): Budget[] {
  return [
    { key: `${name}:ip:${ip}`, limit: perAddress, windowMs },
    { key: `${name}:net:${addressGroup(ip)}`, limit: perNetwork, windowMs },
  ]
}
