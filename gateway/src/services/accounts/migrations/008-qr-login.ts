import type { Kysely } from 'kysely'

// QR login tickets: one row per QR code a desktop shows. The ticket id (in the
// QR) and the desktop's poll key are stored as sha256 hashes only. Like a session, a ticket belongs
// to no tenant until a phone confirms it; then it names the user and the tenant that sign in.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('qr_login_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('poll_key_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('desktop_ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('desktop_agent', 'varchar(400)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('tenant_id', 'integer')
    .addColumn('scanned_at', 'bigint')
    .addColumn('answered_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('qr_login_ticket_ip')
    .on('qr_login_ticket')
    .columns(['desktop_ip', 'created_at'])
    .execute()
  await db.schema.createIndex('qr_login_ticket_expires').on('qr_login_ticket').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qr_login_ticket').execute()
}
