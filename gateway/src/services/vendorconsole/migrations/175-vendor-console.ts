import type { Kysely } from 'kysely'

// The vendor console: vendor accounts (their own sign-in, not tenant users) and their sessions.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_account')
    .addColumn('login', 'varchar(41)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('origins', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_salt', 'varchar(40)', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('vendor_session')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('login', 'varchar(41)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('vendor_session_login').on('vendor_session').column('login').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_session').execute()
  await db.schema.dropTable('vendor_account').execute()
}
