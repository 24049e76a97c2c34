import type { Kysely } from 'kysely'

// Enterprise messaging login: every accepted platform callback and auto-login token, by hash, until
// it could no longer pass its timestamp window, so that the same callback signs in only once.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('messaging_replay')
    .addColumn('key_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('messaging_replay_expiry').on('messaging_replay').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('messaging_replay').execute()
}
