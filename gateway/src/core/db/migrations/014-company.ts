// Core baseline (several owners): changes core's company table and creates tum's company_registration.
import type { Kysely } from 'kysely'

// Company registration and records: a company is active or disabled (a disabled
// company's users cannot sign in) and remembers when it was created; a self-registered company keeps
// how it came (the query-string extras) and its first administrator. Companies sit above tenants:
// not tenant data. One column per ALTER: SQLite adds one column at a time.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
    .execute()
  await db.schema
    .alterTable('company')
    .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('company_registration')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id'))
    /** The name trimmed and in lower case: two registrations racing with one name cannot both win. */
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('admin_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .addColumn('invite_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('brand', 'varchar(40)', (c) => c.notNull())
    .addColumn('ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_registration').execute()
  await db.schema.alterTable('company').dropColumn('created_at').execute()
  await db.schema.alterTable('company').dropColumn('status').execute()
}
