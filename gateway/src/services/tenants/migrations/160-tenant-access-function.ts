import type { Kysely } from 'kysely'

// Tenant access (1014, the system app's page where a company administrator authorises users for the company's
// tenants) for every role that manages roles (1003): deciding who works in which tenant is the same trust. A fresh
// database has no such role yet (a registration's administrator role takes every function of the catalogue) and this
// does nothing. The roles' users get a new permission version, so their open sessions load the page's menu.

const FUNCTION = '1014'
const LIKE = '1003'

export async function up(db: Kysely<any>): Promise<void> {
  const roles = await db
    .selectFrom('role_function')
    .select('role_id')
    .where('function_id', '=', LIKE)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('role_function as held')
            .select('held.role_id')
            .whereRef('held.role_id', '=', 'role_function.role_id')
            .where('held.function_id', '=', FUNCTION),
        ),
      ),
    )
    .execute()
  if (roles.length === 0) return
  const ids = roles.map((role) => role.role_id)
  await db
    .insertInto('role_function')
    .values(ids.map((role_id) => ({ role_id, function_id: FUNCTION })))
    .execute()
  const users = await db.selectFrom('user_role').select('user_id').where('role_id', 'in', ids).execute()
  if (users.length === 0) return
  await db
    .updateTable('app_user')
    .set((eb) => ({ perm_version: eb('perm_version', '+', 1) }))
    .where(
      'id',
      'in',
      users.map((user) => user.user_id),
    )
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_function').where('function_id', '=', FUNCTION).execute()
}
