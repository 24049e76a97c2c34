// The grants a first-party page brings when it first comes to a database: the roles holding its `grantWith` function
// (or any of its `grantWith` functions) get it and its buttons, tenant by tenant, and their users see the
// permission-change mark.
import { bumpPermVersion } from '../core/auth/functions'
import type { Db } from '../core/db/types'

/** An item the sync added: its function, the function(s) whose holders get it, and its buttons' functions. */
export interface AddedItem {
  functionId: string
  grantWith?: string | string[]
  buttons: string[]
}

/** Grants each added item (and its buttons) to the roles holding its `grantWith`, in every tenant. */
export async function grantAddedItems(db: Db, added: AddedItem[]): Promise<void> {
  const granted = added.filter((item) => item.grantWith !== undefined)
  if (granted.length === 0) return
  const tenants = await db.selectFrom('tenant').select('id').orderBy('id').execute()
  for (const tenant of tenants) {
    for (const item of granted) {
      await grantInTenant(db, tenant.id, [item.grantWith!].flat(), [item.functionId, ...item.buttons])
    }
  }
}

async function grantInTenant(db: Db, tenantId: number, holding: string[], functions: string[]): Promise<void> {
  const roles = (
    await db
      .selectFrom('role_function')
      .innerJoin('role', 'role.id', 'role_function.role_id')
      .select('role.id')
      .where('role.tenant_id', '=', tenantId)
      .where('role_function.function_id', 'in', holding)
      .distinct()
      .execute()
  ).map((row) => row.id)
  if (roles.length === 0) return
  const held = new Set(
    (
      await db
        .selectFrom('role_function')
        .select(['role_id', 'function_id'])
        .where('role_id', 'in', roles)
        .where('function_id', 'in', functions)
        .execute()
    ).map((row) => `${row.role_id}:${row.function_id}`),
  )
  const rows = roles.flatMap((role_id) =>
    functions
      .filter((function_id) => !held.has(`${role_id}:${function_id}`))
      .map((function_id) => ({ role_id, function_id })),
  )
  if (rows.length === 0) return
  await db.insertInto('role_function').values(rows).execute()
  const users = await db
    .selectFrom('user_role')
    .select('user_id')
    .distinct()
    .where('role_id', 'in', [...new Set(rows.map((row) => row.role_id))])
    .execute()
  await bumpPermVersion(
    db,
    users.map((user) => user.user_id),
  )
}
