import type { Kysely } from 'kysely'

// Signed webhooks of installed apps: each installation's address and secret, the delivery queue (also the delivery
// log), the data deletions asked at uninstall, and the round of an app's pseudonymous ids in a tenant.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_webhook')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('app_code', 'varchar(41)', (c) => c.notNull())
    .addColumn('install_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'varchar(500)')
    .addColumn('topics', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('secret', 'varchar(60)', (c) => c.notNull())
    .addColumn('secret_shown', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('rotated_at', 'bigint')
    .addColumn('installed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_webhook_pk', ['tenant_id', 'app_code'])
    .execute()
  await db.schema
    .createTable('app_webhook_delivery')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('app_code', 'varchar(41)', (c) => c.notNull())
    .addColumn('topic', 'varchar(40)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('tried_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('app_webhook_delivery_app')
    .on('app_webhook_delivery')
    .columns(['tenant_id', 'app_code', 'created_at'])
    .execute()
  await db.schema
    .createIndex('app_webhook_delivery_due')
    .on('app_webhook_delivery')
    .columns(['status', 'next_at'])
    .execute()
  await db.schema
    .createTable('app_data_deletion')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('app_code', 'varchar(41)', (c) => c.notNull())
    .addColumn('install_id', 'integer', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('keep_ids', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('app_data_deletion_app')
    .on('app_data_deletion')
    .columns(['tenant_id', 'app_code', 'requested_at'])
    .execute()
  await db.schema
    .createTable('app_id_round')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('app_code', 'varchar(41)', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_id_round_pk', ['tenant_id', 'app_code'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['app_id_round', 'app_data_deletion', 'app_webhook_delivery', 'app_webhook'])
    await db.schema.dropTable(table).execute()
}
