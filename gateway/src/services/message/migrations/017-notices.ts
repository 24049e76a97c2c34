import type { Kysely } from 'kysely'

// Messages and announcements (§7 /message/web): notices published to a tenant, some
// departments or chosen users, and one receipt per recipient (delivered, shown, read, confirmed).
// Tenant data: tenant_id leads every key and index (tenant-keys.test.ts).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notice')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    /** 'announcement' (published by an admin) or 'app' (sent by a sub-app). */
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    /** Sanitized HTML (sanitize-html on write). */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('must_read', 'integer', (c) => c.notNull())
    /** Seconds a must-read notice stays open before it can be confirmed. */
    .addColumn('countdown_seconds', 'integer', (c) => c.notNull())
    .addColumn('publisher_id', 'integer', (c) => c.notNull())
    .addColumn('publisher_name', 'varchar(100)', (c) => c.notNull())
    /** 'tenant', 'organs' or 'users'; audience_ids holds the organ or user ids as JSON. */
    .addColumn('audience_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('audience_ids', 'text', (c) => c.notNull())
    /** The sub-app that sent it (channel 'app'), else ''. */
    .addColumn('source_app', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('notice_publisher_idx')
    .on('notice')
    .columns(['tenant_id', 'publisher_id', 'created_at'])
    .execute()
  await db.schema
    .createTable('notice_receipt')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('notice_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('must_read', 'integer', (c) => c.notNull())
    /** Delivered: when the receipt was written (the live stream polls for these). */
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** First shown to the user (the must-read countdown runs from here). */
    .addColumn('shown_at', 'bigint')
    .addColumn('read_at', 'bigint')
    /** Must-read notices: when the user pressed 'I have read'. */
    .addColumn('confirmed_at', 'bigint')
    .addPrimaryKeyConstraint('notice_receipt_pk', ['tenant_id', 'user_id', 'notice_id'])
    .execute()
  await db.schema
    .createIndex('notice_receipt_new_idx')
    .on('notice_receipt')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('notice_receipt_notice_idx')
    .on('notice_receipt')
    .columns(['tenant_id', 'notice_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_receipt').execute()
  await db.schema.dropTable('notice').execute()
}
