import type { Kysely } from 'kysely'

// The AI assistant (9001) for the Manager role of every tenant seeded before line managers held it. A fresh database
// has no Manager role yet: the seed grants the function with the role (seed/workflow.ts) and this does nothing. The
// role's users get a new permission version, so their open sessions load the assistant's menu.

const FUNCTION = '9001'

export async function up(db: Kysely<any>): Promise<void> {
  const roles = await db
    .selectFrom('role')
    .select('id')
    .where('name', '=', 'Manager')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('role_function')
            .select('role_id')
            .whereRef('role_function.role_id', '=', 'role.id')
            .where('role_function.function_id', '=', FUNCTION),
        ),
      ),
    )
    .execute()
  if (roles.length === 0) return
  const ids = roles.map((role) => role.id)
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
  const roles = await db.selectFrom('role').select('id').where('name', '=', 'Manager').execute()
  if (roles.length === 0) return
  await db
    .deleteFrom('role_function')
    .where('function_id', '=', FUNCTION)
    .where(
      'role_id',
      'in',
      roles.map((role) => role.id),
    )
    .execute()
}
