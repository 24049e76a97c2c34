// Core baseline (several owners): creates joyhr's bridge_audit, module_grant and query_condition_item, uac's signing_key and app_secret, vendor's supplier.
import type { Kysely } from 'kysely'

// Bridge audit, app-token keys, vendor sample data, module grants and query-condition items.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bridge_audit')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('app', 'varchar(100)', (c) => c.notNull())
    .addColumn('origin', 'varchar(200)', (c) => c.notNull())
    .addColumn('method', 'varchar(100)', (c) => c.notNull())
    .addColumn('capability', 'varchar(100)', (c) => c.notNull())
    .addColumn('decision', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('arg_bytes', 'integer', (c) => c.notNull())
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('bridge_audit_at_idx').on('bridge_audit').columns(['tenant_id', 'at']).execute()

  await db.schema
    .createTable('signing_key')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('kid', 'varchar(100)', (c) => c.notNull())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('app_secret')
    .addColumn('app_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(100)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('module_grant')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('module_code', 'varchar(50)', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_grant_pk', ['user_id', 'module_code'])
    .execute()

  await db.schema
    .createTable('supplier')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('query_condition_item')
    .addColumn('biz_type_id', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('item_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'varchar(500)', (c) => c.notNull())
    .addPrimaryKeyConstraint('query_condition_item_pk', ['biz_type_id', 'tenant_id', 'channel', 'item_key'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = ['query_condition_item', 'supplier', 'module_grant', 'app_secret', 'signing_key', 'bridge_audit']
  for (const table of tables) await db.schema.dropTable(table).execute()
}
