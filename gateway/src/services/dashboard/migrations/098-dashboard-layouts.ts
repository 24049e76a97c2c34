import type { Kysely } from 'kysely'

// The home dashboard (services/dashboard): each user's layout and each role's default. Its menu, and the hidden home
// entry leading to it, come from the system app's manifest (apps/menu-sync.ts).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dashboard_layout')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('widgets', 'varchar(4000)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_layout_pk', ['tenant_id', 'user_id'])
    .execute()
  await db.schema
    .createTable('dashboard_role_layout')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('widgets', 'varchar(4000)', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_role_layout_pk', ['tenant_id', 'role_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dashboard_role_layout').execute()
  await db.schema.dropTable('dashboard_layout').execute()
}
