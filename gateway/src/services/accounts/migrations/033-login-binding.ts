import type { Kysely } from 'kysely'

// Sign-ins that come back to /login are bound to the browser that started them (login CSRF):
// each hand-off code keeps the hash of the browser key cookie it was given to, and each messaging
// sign-in keeps the OAuth state the gateway issued, with the hash of its browser key cookie.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('oidc_handoff').addColumn('browser_hash', 'varchar(64)').execute()
  await db.schema
    .createTable('messaging_login')
    .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('platform', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('messaging_login_expires').on('messaging_login').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('messaging_login').execute()
  await db.schema.alterTable('oidc_handoff').dropColumn('browser_hash').execute()
}
