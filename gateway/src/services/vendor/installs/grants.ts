import { bumpPermVersion } from '../../../core/auth/functions'
import type { Db } from '../../../core/db/types'

// The role grants of an installed app: its function ids (`<code>:<key>`, its own namespace) in the tenant's roles.

const tenantRoleIds = async (db: Db, tenantId: number): Promise<number[]> =>
  (await db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).execute()).map((row) => row.id)

/** The tenant's roles that hold any function of the app (the role editor may have changed them since install). */
export async function rolesHoldingApp(db: Db, tenantId: number, code: string): Promise<number[]> {
  const roles = await tenantRoleIds(db, tenantId)
  if (!roles.length) return []
  const rows = await db
    .selectFrom('role_function')
    .select('role_id')
    .distinct()
    .where('role_id', 'in', roles)
    .where('function_id', 'like', `${code}:%`)
    .orderBy('role_id')
    .execute()
  return rows.map((row) => row.role_id)
}

/** The role ids among `wanted` that are not roles of the tenant. */
export async function foreignRoles(db: Db, tenantId: number, wanted: number[]): Promise<number[]> {
  const roles = new Set(await tenantRoleIds(db, tenantId))
  return wanted.filter((id) => !roles.has(id))
}

/**
 * Makes `roles` (the tenant's) the holders of exactly the app's `functionIds`: every other grant of the app in the
 * tenant goes. Holders before and after see the permission-change mark.
 */
export async function grantApp(
  db: Db,
  tenantId: number,
  code: string,
  functionIds: string[],
  roles: number[],
): Promise<void> {
  const before = await rolesHoldingApp(db, tenantId, code)
  const all = await tenantRoleIds(db, tenantId)
  if (all.length)
    await db.deleteFrom('role_function').where('role_id', 'in', all).where('function_id', 'like', `${code}:%`).execute()
  const rows = roles.flatMap((role_id) => functionIds.map((function_id) => ({ role_id, function_id })))
  if (rows.length) await db.insertInto('role_function').values(rows).execute()
  const touched = [...new Set([...before, ...roles])]
  if (touched.length) {
    const holders = await db
      .selectFrom('user_role')
      .select('user_id')
      .distinct()
      .where('role_id', 'in', touched)
      .execute()
    await bumpPermVersion(
      db,
      holders.map((row) => row.user_id),
    )
  }
}

/** The users of the roles that hold the app see the permission-change mark (the app came or went from their menus). */
export async function markHolders(db: Db, tenantId: number, code: string): Promise<void> {
  const roles = await rolesHoldingApp(db, tenantId, code)
  if (!roles.length) return
  const holders = await db.selectFrom('user_role').select('user_id').distinct().where('role_id', 'in', roles).execute()
  await bumpPermVersion(
    db,
    holders.map((row) => row.user_id),
  )
}
