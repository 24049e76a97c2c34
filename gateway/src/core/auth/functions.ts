import { cached, heldInCache, tenantScope } from '../cache'
import type { Db } from '../db/types'

/**
 * The roles a user holds in one tenant (that tenant's roles only), sorted; cached per tenant until the
 * tenant's roles or grants change.
 */
export function roleIdsOf(db: Db, userId: number, tenantId: number): Promise<readonly number[]> {
  return cached(db, tenantScope(tenantId), `roles:${userId}`, async () => {
    const rows = await db
      .selectFrom('user_role')
      .innerJoin('role', 'role.id', 'user_role.role_id')
      .select('user_role.role_id')
      .where('role.tenant_id', '=', tenantId)
      .where('user_role.user_id', '=', userId)
      .orderBy('user_role.role_id')
      .execute()
    return rows.map((row) => row.role_id)
  })
}

/**
 * The functionIds granted to a user in one tenant, through that tenant's roles only: a role and
 * its grants belong to one tenant (super users are handled by callers). One set per tenant and role
 * set, shared by every user holding the same roles; never change it.
 */
export async function functionIdsOf(db: Db, userId: number, tenantId: number): Promise<ReadonlySet<string>> {
  const roleIds = await roleIdsOf(db, userId, tenantId)
  if (roleIds.length === 0) return NONE
  return cached(db, tenantScope(tenantId), functionsKey(roleIds), async () => {
    const rows = await db
      .selectFrom('role_function')
      .innerJoin('role', 'role.id', 'role_function.role_id')
      .select('role_function.function_id')
      .where('role.tenant_id', '=', tenantId)
      .where('role_function.role_id', 'in', roleIds)
      .execute()
    return new Set(rows.map((row) => row.function_id))
  })
}

const NONE: ReadonlySet<string> = new Set()

/** The cache key of a role set's grants, made once per cached list of roles. */
const functionsKeys = new WeakMap<readonly number[], string>()
function functionsKey(roleIds: readonly number[]): string {
  let key = functionsKeys.get(roleIds)
  if (key === undefined) functionsKeys.set(roleIds, (key = `functions:${roleIds.join(',')}`))
  return key
}

/** functionIdsOf when the cache already holds the user's roles and their grants, read without waiting; else undefined. */
export function heldFunctionIdsOf(db: Db, userId: number, tenantId: number): ReadonlySet<string> | undefined {
  const scope = tenantScope(tenantId)
  const roleIds = heldInCache<readonly number[]>(db, scope, `roles:${userId}`)?.value
  if (!roleIds) return undefined
  return roleIds.length === 0 ? NONE : heldInCache<ReadonlySet<string>>(db, scope, functionsKey(roleIds))?.value
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
