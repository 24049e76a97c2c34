import type { GatewayContext } from '../../core/context'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { inStaffScope, staffScopeOf } from './data-range'

export interface DepartmentStaffRow {
  id: number
  name: string
  job_number: string
  organ_id: number
}

/**
 * The staff on the job of a department and its sub-departments that the session's user may see (their data range), by
 * job number; null when the department is not one of the session's tenant.
 */
export async function departmentStaffOf(
  ctx: GatewayContext,
  session: { tenant_id: number; user_id: number },
  organId: number,
): Promise<DepartmentStaffRow[] | null> {
  const organs = await organsOfTenant(ctx.db, session.tenant_id)
  if (!organs.some((organ) => organ.id === organId)) return null
  const scope = await staffScopeOf(ctx, session)
  return ctx.db
    .selectFrom('employee')
    .select(['employee.id', 'employee.name', 'employee.job_number', 'employee.organ_id'])
    .where('employee.tenant_id', '=', session.tenant_id)
    .where('employee.status', '=', 1)
    .where('employee.organ_id', 'in', subtreeIds(organs, organId))
    .where(inStaffScope(scope))
    .orderBy('employee.job_number')
    .orderBy('employee.id')
    .execute()
}
