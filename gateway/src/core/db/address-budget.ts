import { addressGroup } from '../address-group'
import { countUp, type Spent } from './counters'
import type { Db } from './types'

/** An address's share of a budget: units in a window for one address, and for all of its /24 or /64 together. */
export interface AddressShare {
  perAddress: number
  perGroup: number
  windowMs: number
}

/**
 * Spends one unit of the budget `name` for the caller at `ip` (attempt_counter `<name>:ip:<ip>`, then
 * `<name>:net:<its /24 or /64>`, each one statement): not ok once the address or its network has spent its share in
 * the window, so that one caller, or one network, cannot spend what everyone shares. A refused address spends none
 * of its network's share.
 */
export async function spendAddressShare(db: Db, name: string, ip: string, share: AddressShare, now: number): Promise<Spent> {
  const window = { windowMs: share.windowMs }
  const own = await countUp(db, 'attempt_counter', `${name}:ip:${ip}`, window, now)
  if (own.count > share.perAddress) return { ok: false, count: own.count, waitMs: own.windowStart + share.windowMs - now }
  const net = await countUp(db, 'attempt_counter', `${name}:net:${addressGroup(ip)}`, window, now)
  if (net.count > share.perGroup) return { ok: false, count: net.count, waitMs: net.windowStart + share.windowMs - now }
  return { ok: true, count: own.count, waitMs: 0 }
}
