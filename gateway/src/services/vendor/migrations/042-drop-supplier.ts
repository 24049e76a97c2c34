import type { Kysely } from 'kysely'

// The supplier app keeps its own data now (vendors/supplier/, per tenant in its own database): the gateway's sample
// `supplier` table and its rows go.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('supplier').ifExists().execute()
}

/** The table as 003-apps made it, with 016-tenant-keys' index; its rows are not brought back. */
export async function down(db: Kysely<any>): Promise<void> {
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
  await db.schema.createIndex('supplier_tenant_idx').on('supplier').column('tenant_id').execute()
}
