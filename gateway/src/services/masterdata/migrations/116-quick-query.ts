import type { Kysely } from 'kysely'

// Quick query (services/masterdata/quick-query): the quick filters each tenant offers above a list page (the staff
// list, the recruitment candidates), in their order. A list without rows offers none, so nothing is filled in.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quick_query_field')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('biz_type_id', 'integer', (c) => c.notNull())
    .addColumn('field_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('quick_query_field_pk', ['tenant_id', 'biz_type_id', 'field_key'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quick_query_field').execute()
}
