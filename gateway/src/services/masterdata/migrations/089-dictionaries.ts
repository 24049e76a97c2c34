import type { Kysely } from 'kysely'

// Master data (services/masterdata): each tenant's dictionaries, their values and the audit of changes. A tenant's system
// dictionaries are filled in when first read (system.ts), so tenants created before or after this need nothing here.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dict_category')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(50)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(50)', (c) => c.notNull())
    .addColumn('system', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dict_category_pk', ['tenant_id', 'code'])
    .execute()

  await db.schema
    .createTable('dict_item')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(50)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dict_item_pk', ['tenant_id', 'category', 'code'])
    .execute()

  await db.schema
    .createTable('dict_audit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('detail', 'varchar(4000)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dict_audit_pk', ['tenant_id', 'id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dict_audit').execute()
  await db.schema.dropTable('dict_item').execute()
  await db.schema.dropTable('dict_category').execute()
}
