import type { Db } from '../../core/db/types'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { inStaffScope, staffScopeOf } from './data-range'

/** A staff member as reports list them. */
export interface ScopedStaff {
  id: number
  name: string
  job_number: string
  organ_id: number
}

/**
 * The staff on the job a user may see in the tenant (their data range), of a department and its sub-departments when
 * `organId` is given, by job number. For work done on a user's behalf without a request (scheduled reports).
 */
export async function scopedStaffOf(
  db: Db,
  tenantId: number,
  userId: number,
  organId?: number,
): Promise<ScopedStaff[]> {
  const scope = await staffScopeOf({ db }, { tenant_id: tenantId, user_id: userId })
  let query = db
    .selectFrom('employee')
    .select(['employee.id', 'employee.name', 'employee.job_number', 'employee.organ_id'])
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', 1)
    .where(inStaffScope(scope))
  if (organId !== undefined)
    query = query.where('employee.organ_id', 'in', subtreeIds(await organsOfTenant(db, tenantId), organId))
  return query.orderBy('employee.job_number').orderBy('employee.id').execute()
}
