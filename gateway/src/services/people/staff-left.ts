import type { Db } from '../../core/db/types'
import { hookOf, wiringOf } from '../../core/service'

/** A staff member just offboarded, as services above ums hear of it. */
export interface StaffLeft {
  tenantId: number
  employeeId: number
  /** Their accounts in the tenant. */
  userIds: number[]
  now: number
}

/** Ends what the leaver's accounts still had running (subscriptions, queued notices) in the offboarding's transaction. */
export type StaffLeftListener = (trx: Db, left: StaffLeft) => Promise<void>

/** Listeners of every offboarding (report's subscriptions, notify's queue), handed in their service's `handlers`. */
export const STAFF_LEFT = hookOf<StaffLeftListener>('ums.staffLeft')

/**
 * Tells the listeners inside the offboarding's transaction: a listener that fails fails the offboarding, so a leaver
 * is never marked left while their subscriptions or queued notices live on.
 */
export async function staffLeft(trx: Db, left: StaffLeft): Promise<void> {
  for (const listener of wiringOf(trx).all(STAFF_LEFT)) await listener(trx, left)
}
