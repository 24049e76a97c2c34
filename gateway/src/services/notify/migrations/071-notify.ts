import type { Kysely } from 'kysely'

// The notification outbox (one row per event, recipient and channel; the dedupe key refuses a second), each
// person's channel choices per kind of notice, and the language each person's notices are written in.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notify_delivery')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('destination', 'varchar(200)', (c) => c.notNull())
    .addColumn('lang', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addPrimaryKeyConstraint('notify_delivery_pk', ['tenant_id', 'id'])
    .addUniqueConstraint('notify_delivery_dedupe', ['tenant_id', 'dedupe_key'])
    .execute()
  // The administrators' list, newest first, per tenant.
  await db.schema
    .createIndex('notify_delivery_list')
    .on('notify_delivery')
    .columns(['tenant_id', 'created_at'])
    .execute()
  // The workers' look for due rows across tenants.
  await db.schema.createIndex('notify_delivery_due').on('notify_delivery').columns(['state', 'next_at']).execute()

  await db.schema
    .createTable('notify_preference')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notify_preference_pk', ['tenant_id', 'user_id', 'kind', 'channel'])
    .execute()

  await db.schema
    .createTable('notify_user')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notify_user_pk', ['tenant_id', 'user_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notify_user').execute()
  await db.schema.dropTable('notify_preference').execute()
  await db.schema.dropTable('notify_delivery').execute()
}
