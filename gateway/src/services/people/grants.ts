import { bumpPermVersion } from '../../core/auth/functions'
import type { Db } from '../../core/db/types'
import { auditPeople, peopleError, type PeopleScope } from './scope'

/** Refuses a user who is not a member of the tenant (when given) and a role of another tenant. */
export async function checkGrant(scope: PeopleScope, userId: number | null, roleIds: number[]): Promise<void> {
  const { db, tenantId, lang } = scope
  if (userId !== null) {
    const member = await db
      .selectFrom('user_tenant')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
    if (!member) throw peopleError(lang, 'noUser', { id: userId })
  }
  if (!roleIds.length) return
  const roles = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', roleIds)
    .execute()
  const unknown = roleIds.find((roleId) => !roles.some((role) => role.id === roleId))
  if (unknown !== undefined) throw peopleError(lang, 'noRole', { id: unknown })
}

/** Inserts role grants as given (checked by the caller). */
export async function insertGrants(db: Db, userId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length)
    await db
      .insertInto('user_role')
      .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
      .execute()
}

/** The roles of the tenant the user holds. */
async function heldRoles(scope: PeopleScope, userId: number): Promise<number[]> {
  const rows = await scope.db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select('user_role.role_id')
    .where('user_role.user_id', '=', userId)
    .where('role.tenant_id', '=', scope.tenantId)
    .execute()
  return rows.map((row) => row.role_id)
}

// The permission-change mark (perm_version, read by core's session check) is core's bumpPermVersion.

/** Gives a member of the tenant roles of the tenant they do not hold yet, with the permission-change mark and an audit row. */
export async function grantRoles(scope: PeopleScope, userId: number, roleIds: number[]): Promise<void> {
  const wanted = [...new Set(roleIds)]
  await checkGrant(scope, userId, wanted)
  const held = await heldRoles(scope, userId)
  const added = wanted.filter((roleId) => !held.includes(roleId))
  await insertGrants(scope.db, userId, added)
  await bumpPermVersion(scope.db, [userId])
  if (added.length) await auditPeople(scope, 'roles.grant', [{ refId: userId, detail: { roleIds: added } }])
}

/** Takes roles of the tenant from a member of the tenant (roles of other tenants stay), with the mark and an audit row. */
export async function revokeRoles(scope: PeopleScope, userId: number, roleIds: number[]): Promise<void> {
  await checkGrant(scope, userId, [])
  const held = await heldRoles(scope, userId)
  const removed = [...new Set(roleIds)].filter((roleId) => held.includes(roleId))
  if (removed.length)
    await scope.db.deleteFrom('user_role').where('user_id', '=', userId).where('role_id', 'in', removed).execute()
  await bumpPermVersion(scope.db, [userId])
  if (removed.length) await auditPeople(scope, 'roles.revoke', [{ refId: userId, detail: { roleIds: removed } }])
}

/**
 * Makes the user's roles in this tenant exactly `roleIds` (their roles in other tenants stay), with the
 * permission-change mark and an audit row for what was taken and what was given.
 */
export async function setRoles(scope: PeopleScope, userId: number, roleIds: number[]): Promise<void> {
  const wanted = [...new Set(roleIds)]
  await checkGrant(scope, userId, wanted)
  const held = await heldRoles(scope, userId)
  const removed = held.filter((roleId) => !wanted.includes(roleId))
  const added = wanted.filter((roleId) => !held.includes(roleId))
  if (removed.length)
    await scope.db.deleteFrom('user_role').where('user_id', '=', userId).where('role_id', 'in', removed).execute()
  await insertGrants(scope.db, userId, added)
  await bumpPermVersion(scope.db, [userId])
  if (removed.length) await auditPeople(scope, 'roles.revoke', [{ refId: userId, detail: { roleIds: removed } }])
  if (added.length) await auditPeople(scope, 'roles.grant', [{ refId: userId, detail: { roleIds: added } }])
}
