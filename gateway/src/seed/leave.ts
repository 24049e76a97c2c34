import type { Db } from '../core/db/types'
import { dayIn, rollOver, writeLeaveTypes } from '../services/leave'

/**
 * The demo's leave types are the statutory ones every new company gets, with sick leave given a yearly balance of 5
 * days; the balances are made as in production, by the yearly rollover (last year's grants and expiry, this year's
 * grants), from each person's entry date and years of work.
 */
export async function seedLeave(db: Db, now: number): Promise<void> {
  for (const tenantId of [1, 2]) {
    await writeLeaveTypes(db, tenantId, { sick: { tracked: 1, entitlement: 'fixed', entitlement_days: 5 } })
    await rollOver(db, tenantId, dayIn(now, 'Asia/Shanghai'), now)
  }
}
