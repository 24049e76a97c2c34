import type { Kysely } from 'kysely'

// OpenID Connect sign-in: the login transactions (one per redirect to the provider) and the
// one-time hand-off codes that carry a finished sign-in back to the shell. Neither is tenant data:
// a transaction belongs to a browser, a hand-off to a user before a tenant is chosen.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_login')
    .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('remember', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('oidc_login_expires').on('oidc_login').column('expires_at').execute()
  await db.schema
    .createTable('oidc_handoff')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('remember', 'integer', (c) => c.notNull())
    /** How the user signed in before the hand-off ('oidc', 'old-version'), for the sign-in history. */
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('oidc_handoff_expires').on('oidc_handoff').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_handoff').execute()
  await db.schema.dropTable('oidc_login').execute()
}
