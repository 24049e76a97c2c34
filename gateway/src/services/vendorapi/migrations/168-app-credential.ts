import type { Kysely } from 'kysely'

// The background credentials of installed apps: one per tenant and app, its secret stored only as a hash.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_app_credential')
    .addColumn('client_id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('app_code', 'varchar(41)', (c) => c.notNull())
    .addColumn('install_id', 'integer', (c) => c.notNull())
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('rotated_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('vendor_app_credential_app')
    .on('vendor_app_credential')
    .columns(['tenant_id', 'app_code'])
    .unique()
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_app_credential').execute()
}
