import { functionIdsOf, roleIdsOf } from '../../../core/auth/functions'
import { cached, heldInCache, tenantScope } from '../../../core/cache'
import type { Db } from '../../../core/db/types'

/** Functions whose holders count as a tenant's administrators: Roles (1003) and Company settings (1004). */
export const ADMIN_FUNCTIONS = ['1003', '1004']

/** A tenant's requirement: for its administrators, and for the holders of the listed roles. */
export interface TotpPolicy {
  admins: boolean
  roleIds: number[]
}

export async function policyOf(db: Db, tenantId: number): Promise<TotpPolicy> {
  const row = await db.selectFrom('totp_policy').select('admins').where('tenant_id', '=', tenantId).executeTakeFirst()
  const roles = await db
    .selectFrom('totp_policy_role')
    .select('role_id')
    .where('tenant_id', '=', tenantId)
    .orderBy('role_id')
    .execute()
  return { admins: row?.admins === 1, roleIds: roles.map((r) => r.role_id) }
}

/**
 * Whether the tenant requires an authenticator of this user: an administrator (super user, or a role of the
 * tenant granting Roles or Company settings) when the tenant requires it of administrators, or the holder of a
 * role the tenant listed. Read from the tenant's cached policy, roles and grants (no query once cached).
 */
export async function totpRequiredFor(
  db: Db,
  user: { id: number; is_super: number },
  tenantId: number,
): Promise<boolean> {
  const policy = await cached(db, tenantScope(tenantId), 'totp-policy', () => policyOf(db, tenantId))
  if (!policy.admins && policy.roleIds.length === 0) return false
  if (policy.admins) {
    if (user.is_super) return true
    const granted = await functionIdsOf(db, user.id, tenantId)
    if (ADMIN_FUNCTIONS.some((functionId) => granted.has(functionId))) return true
  }
  const roles = await roleIdsOf(db, user.id, tenantId)
  return roles.some((roleId) => policy.roleIds.includes(roleId))
}

/** False when the cache already holds the tenant's policy and it requires no authenticator of anyone; else undefined (ask totpRequiredFor). */
export function heldNoTotpPolicy(db: Db, tenantId: number): false | undefined {
  const policy = heldInCache<TotpPolicy>(db, tenantScope(tenantId), 'totp-policy')?.value
  return policy && !policy.admins && policy.roleIds.length === 0 ? false : undefined
}
