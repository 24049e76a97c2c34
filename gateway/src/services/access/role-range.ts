import type { Db } from '../../core/db/types'
import type { DataRange } from './data-range'

/** Sets the data range of a role of the tenant (a service that makes its own role, e.g. outsourced workers' 'self'). */
export async function setRoleDataRange(db: Db, tenantId: number, roleId: number, range: DataRange): Promise<void> {
  await db.deleteFrom('role_data_range').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute()
  await db.insertInto('role_data_range').values({ tenant_id: tenantId, role_id: roleId, data_range: range }).execute()
}
