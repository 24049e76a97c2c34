import { addressBudgets, spendBudgets, type Spending } from './budgets'
import type { Db } from './types'

/** An address's share of a budget: units in a window for one address, and for all of its /24 or /64 together. */
export interface AddressShare {
  perAddress: number
  perGroup: number
  windowMs: number
}

/**
 * Spends one unit of the budget `name` for the caller at `ip` (attempt_counter `<name>:ip:<ip>`, then
 * `<name>:net:<its /24 or /64>`, each one statement, budgets.ts): not ok once the address or its network has spent its
 * share in the window, so that one caller, or one network, cannot spend what everyone shares. A refused spend costs
 * neither share.
 */
export async function spendAddressShare(
  db: Db,
  name: string,
  ip: string,
  share: AddressShare,
  now: number,
): Promise<Spending> {
  return spendBudgets(
    db,
    'attempt_counter',
    addressBudgets(name, ip, share.perAddress, share.perGroup, share.windowMs),
    now,
  )
}
