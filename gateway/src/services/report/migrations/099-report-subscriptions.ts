import type { Kysely } from 'kysely'

// Report subscriptions (a user's report with its parameters and schedule) and their runs (each scheduled run: sent or
// failed, with its table for the report remind calls). A run's key (subscription, scheduled time) is unique, so two
// schedulers never make the same run twice. The report centre's menu comes from
// its app's manifest (apps/menu-sync.ts).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_subscription')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('report_code', 'varchar(60)', (c) => c.notNull())
    /** The checked parameters as JSON (months may be 'current' or 'previous'). */
    .addColumn('params', 'text', (c) => c.notNull())
    /** 'daily', 'weekly' or 'monthly'. */
    .addColumn('frequency', 'varchar(10)', (c) => c.notNull())
    /** Weekly: 1 (Monday) to 7 (Sunday); else 0. */
    .addColumn('weekday', 'integer', (c) => c.notNull())
    /** Monthly: 1 to 28; else 0. */
    .addColumn('month_day', 'integer', (c) => c.notNull())
    /** 0 to 23, in the tenant's time zone. */
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull())
    .addColumn('next_run_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_subscription_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('report_subscription_user')
    .on('report_subscription')
    .columns(['tenant_id', 'user_id'])
    .execute()
  // The schedulers' look for due subscriptions across tenants.
  await db.schema
    .createIndex('report_subscription_due')
    .on('report_subscription')
    .columns(['paused', 'next_run_at'])
    .execute()

  await db.schema
    .createTable('report_run')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('subscription_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('report_code', 'varchar(60)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    /** The parameters it ran with (relative months resolved), as JSON. */
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('scheduled_for', 'bigint', (c) => c.notNull())
    /** 'running', 'sent' or 'failed'. */
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    /** Why it failed, as `key|detail`. */
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    /** The table it sent, as JSON (empty when it failed). */
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('read_at', 'bigint')
    .addPrimaryKeyConstraint('report_run_pk', ['tenant_id', 'id'])
    .addUniqueConstraint('report_run_once', ['tenant_id', 'subscription_id', 'scheduled_for'])
    .execute()
  await db.schema
    .createIndex('report_run_user')
    .on('report_run')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_run').execute()
  await db.schema.dropTable('report_subscription').execute()
}
