import type { Kysely } from 'kysely'

// Signed bridge audit batches: each shell page of a session opens a channel, gets its HMAC key
// once and numbers its batches; last_seq is the highest batch number accepted (a replay is refused).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bridge_audit_channel')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    /** The session's token hash (session.token_hash). */
    .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** The HMAC-SHA256 key, base64url; the gateway needs it as it is to check signatures. */
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    /** 'cookie': opened with the sign-in cookie; 'first': the session's first channel, opened with the token alone. */
    .addColumn('bound_by', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bridge_audit_channel_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('bridge_audit_channel_session')
    .on('bridge_audit_channel')
    .columns(['tenant_id', 'session_hash'])
    .execute()
  await db.schema
    .createIndex('bridge_audit_channel_created')
    .on('bridge_audit_channel')
    .columns(['tenant_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bridge_audit_channel').execute()
}
