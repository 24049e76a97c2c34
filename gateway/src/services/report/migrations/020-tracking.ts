import type { Kysely } from 'kysely'

// Behaviour tracking: the signed events the shell and the sub-apps post in
// batches of 5 (services/report/tracking). tenant_id leads every key; a nonce is taken once per
// user and tenant (the unique index refuses a replay even when two batches race). tracking_secret
// holds the one server secret the tracking keys derive from, so every gateway process verifies.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tracking_event')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** APP12 (the portal shell) or APP13 (a sub-app, over the bridge). */
    .addColumn('app_code', 'varchar(10)', (c) => c.notNull())
    /** 'shell' or the sub-app's manifest name. */
    .addColumn('app', 'varchar(60)', (c) => c.notNull())
    /** 'pageView' | 'menuClick' | 'custom'. */
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('page', 'varchar(300)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** Small JSON object (at most 1 KB). */
    .addColumn('props', 'text', (c) => c.notNull())
    .addColumn('version', 'varchar(20)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    /** The event's signed date (the browser's clock), epoch ms. */
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tracking_event_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('tracking_event_nonce_idx')
    .unique()
    .on('tracking_event')
    .columns(['tenant_id', 'user_id', 'nonce'])
    .execute()
  await db.schema
    .createIndex('tracking_event_report_idx')
    .on('tracking_event')
    .columns(['tenant_id', 'type', 'at'])
    .execute()
  await db.schema
    .createIndex('tracking_event_sender_idx')
    .on('tracking_event')
    .columns(['tenant_id', 'user_id', 'received_at'])
    .execute()
  // A user's 'Do not track me' choice in a tenant; no row: the browser's Do Not Track decides.
  await db.schema
    .createTable('tracking_preference')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('do_not_track', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tracking_preference_pk', ['tenant_id', 'user_id'])
    .execute()
  await db.schema
    .createTable('tracking_secret')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tracking_secret').execute()
  await db.schema.dropTable('tracking_preference').execute()
  await db.schema.dropTable('tracking_event').execute()
}
