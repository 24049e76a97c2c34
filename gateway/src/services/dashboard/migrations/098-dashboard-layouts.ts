import type { Kysely } from 'kysely'
import { addAppMenus, removeAppMenus } from '../../../core/db/app-menus-migration'
import { DASHBOARD_MENU } from '../menu'

// The home dashboard (services/dashboard): each user's layout and each role's default, and its menu in a database
// seeded before it; the hidden home entry then leads to the dashboard instead of the organisation structure.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('dashboard_layout')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('widgets', 'varchar(4000)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_layout_pk', ['tenant_id', 'user_id'])
    .execute()
  await db.schema.createTable('dashboard_role_layout')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('widgets', 'varchar(4000)', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_role_layout_pk', ['tenant_id', 'role_id'])
    .execute()
  const seeded = await db.selectFrom('menu').select('id').where('code', '=', DASHBOARD_MENU.code).executeTakeFirst()
  await addAppMenus(db, [DASHBOARD_MENU])
  if (!seeded) {
    // First in the menu: the page people land on when no other first menu says otherwise.
    await db.updateTable('menu').set({ sort: 0 }).where('code', '=', DASHBOARD_MENU.code).where('parent_id', 'is', null).execute()
    await db.updateTable('menu').set({ link_url: '/', source_app: DASHBOARD_MENU.code })
      .where('code', '=', '1000').where('link_url', '=', '/structure').execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('menu').set({ link_url: '/structure', source_app: 'ums' })
    .where('code', '=', '1000').where('source_app', '=', DASHBOARD_MENU.code).execute()
  await removeAppMenus(db, [DASHBOARD_MENU])
  await db.schema.dropTable('dashboard_role_layout').execute()
  await db.schema.dropTable('dashboard_layout').execute()
}
