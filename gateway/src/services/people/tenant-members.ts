import { auditPeople, type PeopleScope } from './scope'

/**
 * Authorises an account for the scope's tenant (another tenant of its company; the caller checks the company) with
 * roles of that tenant and an audit row. No permission-change mark: the account's sessions in its other tenants keep
 * their functions, and a session in this tenant starts from the switch. Answers false when it was a member already.
 */
export async function addTenantMember(scope: PeopleScope, userId: number, roleIds: number[]): Promise<boolean> {
  const { db, tenantId } = scope
  const member = await db
    .selectFrom('user_tenant')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (member) return false
  await db.insertInto('user_tenant').values({ user_id: userId, tenant_id: tenantId }).execute()
  const roles = roleIds.length
    ? await db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('id', 'in', roleIds).execute()
    : []
  if (roles.length)
    await db
      .insertInto('user_role')
      .values(roles.map((role) => ({ user_id: userId, role_id: role.id })))
      .execute()
  await auditPeople(scope, 'tenant.add', [{ refId: userId, detail: { roleIds: roles.map((role) => role.id) } }])
  return true
}

/**
 * Withdraws an account's authorisation for the scope's tenant: the membership and its roles of that tenant go, with
 * an audit row; the caller ends the account's sessions in the tenant. Answers false when it was not a member.
 */
export async function removeTenantMember(scope: PeopleScope, userId: number): Promise<boolean> {
  const { db, tenantId } = scope
  const removed = await db
    .deleteFrom('user_tenant')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (Number(removed.numDeletedRows) === 0) return false
  const roles = await db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).execute()
  if (roles.length)
    await db
      .deleteFrom('user_role')
      .where('user_id', '=', userId)
      .where(
        'role_id',
        'in',
        roles.map((role) => role.id),
      )
      .execute()
  await auditPeople(scope, 'tenant.remove', [{ refId: userId, detail: {} }])
  return true
}
