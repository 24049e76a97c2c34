import type { Db } from '../../core/db/types'

/** The tenant's staff role (the role a staff account gets when none is chosen), or null when it has none. */
export async function staffRoleOf(db: Db, tenantId: number): Promise<number | null> {
  const row = await db
    .selectFrom('staff_role')
    .innerJoin('role', 'role.id', 'staff_role.role_id')
    .select('staff_role.role_id')
    .where('staff_role.tenant_id', '=', tenantId)
    .where('role.tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row?.role_id ?? null
}

/** Makes a role of the tenant its staff role. */
export async function setStaffRole(db: Db, tenantId: number, roleId: number): Promise<void> {
  await db
    .insertInto('staff_role')
    .values({ tenant_id: tenantId, role_id: roleId })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet({ role_id: roleId }))
    .execute()
}

/** The roles of a staff account when none are chosen: the tenant's staff role, or none. */
export async function defaultStaffRoles(db: Db, tenantId: number): Promise<number[]> {
  const roleId = await staffRoleOf(db, tenantId)
  return roleId === null ? [] : [roleId]
}
