import type { Kysely } from 'kysely'

// Failed sign-in counters, kept in the database so that every gateway process sees them.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failure')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failure').execute()
}
