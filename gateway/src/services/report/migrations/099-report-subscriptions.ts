import type { Kysely } from 'kysely'
import { addAppMenus, removeAppMenus, type MigrationMenuApp } from '../../../core/db/app-menus-migration'

// Report subscriptions (a user's report with its parameters and schedule) and their runs (each scheduled run: sent or
// failed, with its table for the report remind calls). A run's key (subscription, scheduled time) is unique, so two
// schedulers never make the same run twice. Also the report centre's menu in a database seeded before it.

const REPORT_MENUS: MigrationMenuApp[] = [{
  code: 'report', zh: '报表中心', en: 'Report centre', link: '/report',
  items: [
    { code: '4010', zh: '报表中心', en: 'Report centre', link: '/centre', open: true },
    { code: '4011', zh: '我的订阅', en: 'My subscriptions', link: '/subscriptions', open: true },
  ],
}]

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
  await db.schema.createIndex('report_subscription_user').on('report_subscription').columns(['tenant_id', 'user_id']).execute()
  // The schedulers' look for due subscriptions across tenants.
  await db.schema.createIndex('report_subscription_due').on('report_subscription').columns(['paused', 'next_run_at']).execute()

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
  await db.schema.createIndex('report_run_user').on('report_run').columns(['tenant_id', 'user_id', 'created_at']).execute()
  await addAppMenus(db, REPORT_MENUS)
}

export async function down(db: Kysely<any>): Promise<void> {
  await removeAppMenus(db, REPORT_MENUS)
  await db.schema.dropTable('report_run').execute()
  await db.schema.dropTable('report_subscription').execute()
}
