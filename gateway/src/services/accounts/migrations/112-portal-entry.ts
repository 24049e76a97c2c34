import type { Kysely } from 'kysely'

// §7 portal loginIn: each session's first entry into the portal, so the portal tells its user about the sign-in before
// this one once per session (not on every page load, in whichever tab). Tenant data: tenant_id leads every key and index.
// A row goes with its session's longest life (REMEMBERED_SESSION_TTL_MS): loginIn deletes older ones of the tenant.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('portal_entry')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** The session's token hash (session.token_hash). */
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('entered_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_entry_pk', ['tenant_id', 'token_hash'])
    .execute()
  await db.schema
    .createIndex('portal_entry_entered_idx')
    .on('portal_entry')
    .columns(['tenant_id', 'entered_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('portal_entry').execute()
}
