import type { Db } from '../../../core/db/types'
import { saveDefinition } from '../../workflow'
import { RECORD_FUNCTIONS } from '../records/functions'

/**
 * HR decides staff's own requests about their record (proposed changes, certificates): the first time one is made,
 * the tenant's definition of the business type is saved with one step, the first role whose holders edit records
 * (administrators may change it on the definitions page). Without such a role the workflow's default applies (the
 * line manager).
 */
export async function ensureHrDefinition(
  db: Db,
  tenantId: number,
  definition: { bizType: string; name: string },
  now: number,
): Promise<void> {
  const saved = await db
    .selectFrom('wf_definition')
    .select('biz_type')
    .where('tenant_id', '=', tenantId)
    .where('biz_type', '=', definition.bizType)
    .executeTakeFirst()
  if (saved) return
  const role = await db
    .selectFrom('role')
    .innerJoin('role_function', 'role_function.role_id', 'role.id')
    .select('role.id')
    .where('role.tenant_id', '=', tenantId)
    .where('role_function.function_id', '=', RECORD_FUNCTIONS.edit)
    .orderBy('role.id')
    .executeTakeFirst()
  if (!role) return
  const steps = [{ nameZh: '人事审批', nameEn: 'HR approval', approver: { type: 'role' as const, roleId: role.id } }]
  await saveDefinition(db, tenantId, { ...definition, steps }, now)
}
