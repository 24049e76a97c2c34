import type { Db } from '../../../core/db/types'
import { type InstalledApp, installedAppOf } from './installed'

/**
 * Every install, in any tenant and whatever its status, of an app whose pages run on one of these origins (the
 * origin of `entry`, which is also where its manifest was fetched): the vendor console's view of a vendor's apps.
 */
export async function installsOnOrigins(db: Db, origins: readonly string[]): Promise<InstalledApp[]> {
  if (!origins.length) return []
  const rows = await db
    .selectFrom('app_install')
    .selectAll()
    .where('origin', 'in', [...origins])
    .orderBy('code')
    .orderBy('tenant_id')
    .execute()
  return rows.map(installedAppOf)
}
