import type { Kysely } from 'kysely'

// The optional data scopes an installed app asked for while it ran, waiting for the tenant administrator's answer (or
// refused by it): one row per tenant, app and scope; a consent moves the scope into the install's consented scopes.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_scope_request')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('app_code', 'varchar(41)', (c) => c.notNull())
    .addColumn('scope', 'varchar(60)', (c) => c.notNull())
    .addColumn('install_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('asked_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'bigint')
    .addPrimaryKeyConstraint('app_scope_request_pk', ['tenant_id', 'app_code', 'scope'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_scope_request').execute()
}
