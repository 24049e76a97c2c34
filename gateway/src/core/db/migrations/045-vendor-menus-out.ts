// Core baseline: the supplier and tour-shop apps were once built into the portal, with global menu entries and role
// grants of their function ids. They are vendor apps on their own origins now, installed per tenant (their menus
// come from the install, services/vendor): the old global entries, the grants of tenants without an install and the
// tour shop's module grants go.
import type { Kysely } from 'kysely'

const APPS = ['supplier', 'tour-shop']

export async function up(db: Kysely<any>): Promise<void> {
  for (const app of APPS) {
    const ids = (
      await db.selectFrom('menu').select('code').where('app_code', '=', app).where('type', '=', 2).execute()
    ).map((row) => row.code as string)
    if (ids.length) {
      await db
        .deleteFrom('role_function')
        .where('function_id', 'in', ids)
        .where(
          'role_id',
          'not in',
          db
            .selectFrom('role')
            .select('role.id')
            .where(
              'role.tenant_id',
              'in',
              db.selectFrom('app_install').select('app_install.tenant_id').where('app_install.code', '=', app),
            ),
        )
        .execute()
    }
    await db.deleteFrom('menu').where('app_code', '=', app).execute()
  }
  // Module grants only ever held the tour shop's authorisation; apps are opened by role now.
  await db.schema.dropTable('module_grant').execute()
}

/** The entries are not brought back (a tenant that wants the apps installs them); the grants table is. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('module_grant')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('module_code', 'varchar(50)', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_grant_pk', ['user_id', 'module_code'])
    .execute()
}
