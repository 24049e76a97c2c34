import type { Db } from '../../core/db/types'
import { hookOf, wiringOf } from '../../core/service'

/** Staff members just created (a manual onboarding, a staff import, a hire from recruitment, directory sync …). */
export interface StaffHired {
  tenantId: number
  employeeIds: number[]
  /** Who made them (null for an account that made itself). */
  actor: number | null
  now: number
}

/** Writes what a new staff member starts with (their onboarding tasks) in the creating transaction. */
export type StaffHiredListener = (trx: Db, hired: StaffHired) => Promise<void>

/** Listeners of every staff member created (personnel's onboarding checklists), handed in their service's `handlers`. */
export const STAFF_HIRED = hookOf<StaffHiredListener>('people.staffHired')

/** Tells the listeners; one that fails fails the creation. */
export async function staffHired(trx: Db, hired: StaffHired): Promise<void> {
  for (const listener of wiringOf(trx).all(STAFF_HIRED)) await listener(trx, hired)
}
