import type { Db } from '../../../core/db/types'

/** Functions whose holders count as a tenant's administrators: Roles (1003) and Company settings (1004). */
export const ADMIN_FUNCTIONS = ['1003', '1004']

/** A tenant's requirement: for its administrators, and for the holders of the listed roles. */
export interface TotpPolicy { admins: boolean; roleIds: number[] }

export async function policyOf(db: Db, tenantId: number): Promise<TotpPolicy> {
  const row = await db.selectFrom('totp_policy').select('admins').where('tenant_id', '=', tenantId).executeTakeFirst()
  const roles = await db.selectFrom('totp_policy_role').select('role_id').where('tenant_id', '=', tenantId).orderBy('role_id').execute()
  return { admins: row?.admins === 1, roleIds: roles.map((r) => r.role_id) }
}

/**
 * Whether the tenant requires an authenticator of this user: an administrator (super user, or a role of the
 * tenant granting Roles or Company settings) when the tenant requires it of administrators, or the holder of a
 * role the tenant listed.
 */
export async function totpRequiredFor(db: Db, user: { id: number; is_super: number }, tenantId: number): Promise<boolean> {
  const policy = await db.selectFrom('totp_policy').select('admins').where('tenant_id', '=', tenantId).executeTakeFirst()
  if (policy?.admins === 1) {
    if (user.is_super) return true
    const admin = await db.selectFrom('user_role')
      .innerJoin('role', 'role.id', 'user_role.role_id')
      .innerJoin('role_function', 'role_function.role_id', 'user_role.role_id')
      .select('role.id').where('role.tenant_id', '=', tenantId).where('user_role.user_id', '=', user.id)
      .where('role_function.function_id', 'in', ADMIN_FUNCTIONS).limit(1).executeTakeFirst()
    if (admin) return true
  }
  const listed = await db.selectFrom('totp_policy_role')
    .innerJoin('user_role', 'user_role.role_id', 'totp_policy_role.role_id')
    .select('totp_policy_role.role_id')
    .where('totp_policy_role.tenant_id', '=', tenantId).where('user_role.user_id', '=', user.id).limit(1).executeTakeFirst()
  return listed !== undefined
}
