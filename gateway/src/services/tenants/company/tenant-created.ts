import type { Db } from '../../../core/db/types'
import { hookOf, wiringOf } from '../../../core/service'

/** A new tenant's defaults, written by the services that own them in the registration's transaction. */
export type TenantCreatedListener = (trx: Db, tenantId: number, now: number) => Promise<void>

/** Listeners of every new tenant (vacation's statutory leave types …), handed in their service's `handlers`. */
export const TENANT_CREATED = hookOf<TenantCreatedListener>('tum.tenantCreated')

/** Lets each listener write its defaults for the new tenant: one that fails fails the registration. */
export async function tenantCreated(trx: Db, tenantId: number, now: number): Promise<void> {
  for (const listener of wiringOf(trx).all(TENANT_CREATED)) await listener(trx, tenantId, now)
}
