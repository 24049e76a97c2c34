import type { Db } from '../../../core/db/types'

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

const listeners: StaffLeftListener[] = []

/** Adds a listener to every offboarding (once, at module load), e.g. report's subscriptions and notify's queue. */
export function onStaffLeft(listener: StaffLeftListener): void {
  listeners.push(listener)
}

/**
 * Tells the listeners inside the offboarding's transaction: a listener that fails fails the offboarding, so a leaver
 * is never marked left while their subscriptions or queued notices live on.
 */
export async function staffLeft(trx: Db, left: StaffLeft): Promise<void> {
  for (const listener of listeners) await listener(trx, left)
}
