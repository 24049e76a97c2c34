import type { Db } from '../../../core/db/types'
import { organsOfTenant, subtreeIds } from '../../../core/org-tree'

/** Who a notice goes to: the whole tenant, some departments (each with everything below it), or chosen users. */
export type Audience = { type: 'tenant' } | { type: 'organs'; ids: number[] } | { type: 'users'; ids: number[] }

/** Thrown when the audience names departments or users that are not the tenant's. */
export class ForeignAudienceError extends Error {
  override name = 'ForeignAudienceError'
}

/**
 * The user ids an audience reaches in `tenantId`: members of the tenant (user_tenant) only; for
 * departments, the accounts whose staff record (on the job) sits in one of them or below. Ids of another
 * tenant's departments or of non-members make the whole audience invalid (ForeignAudienceError).
 */
export async function resolveAudience(db: Db, tenantId: number, audience: Audience): Promise<number[]> {
  const members = db.selectFrom('user_tenant').select('user_id').where('tenant_id', '=', tenantId)
  if (audience.type === 'tenant') {
    return (await members.orderBy('user_id').execute()).map((row) => row.user_id)
  }
  const wanted = [...new Set(audience.ids)]
  if (audience.type === 'users') {
    const rows = await members.where('user_id', 'in', wanted.length ? wanted : [0]).execute()
    if (rows.length !== wanted.length) throw new ForeignAudienceError('users outside the tenant')
    return rows.map((row) => row.user_id).sort((a, b) => a - b)
  }
  const organs = await organsOfTenant(db, tenantId)
  if (wanted.some((id) => !organs.some((organ) => organ.id === id)))
    throw new ForeignAudienceError('organs outside the tenant')
  const organIds = [...new Set(wanted.flatMap((id) => subtreeIds(organs, id)))]
  if (organIds.length === 0) return []
  const rows = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .innerJoin('user_tenant', (join) =>
      join.onRef('user_tenant.user_id', '=', 'app_user.id').on('user_tenant.tenant_id', '=', tenantId),
    )
    .select('app_user.id')
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', 1)
    .where('employee.organ_id', 'in', organIds)
    .orderBy('app_user.id')
    .execute()
  return [...new Set(rows.map((row) => row.id))]
}
