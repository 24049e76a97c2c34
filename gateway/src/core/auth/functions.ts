import type { Db } from '../db/types'

/**
 * The functionIds granted to a user in one tenant, through that tenant's roles only: a role and
 * its grants belong to one tenant (super users are handled by callers).
 */
export async function functionIdsOf(db: Db, userId: number, tenantId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .innerJoin('role_function', 'role_function.role_id', 'user_role.role_id')
    .select('role_function.function_id')
    .where('user_role.user_id', '=', userId)
    .where('role.tenant_id', '=', tenantId)
    .execute()
  return new Set(rows.map((row) => row.function_id))
}

/** Every functionId that exists: menu items (type 2) and buttons. */
export async function knownFunctionIds(db: Db): Promise<Set<string>> {
  const items = await db.selectFrom('menu').select('code').where('type', '=', 2).execute()
  const buttons = await db.selectFrom('menu_button').select('function_id').execute()
  return new Set([...items.map((row) => row.code), ...buttons.map((row) => row.function_id)])
}

/** Bumps perm_version of the given users so their sessions see the permission-change mark. */
export async function bumpPermVersion(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return
  await db
    .updateTable('app_user')
    .set((eb) => ({ perm_version: eb('perm_version', '+', 1) }))
    .where('id', 'in', userIds)
    .execute()
}
