import type { Kysely } from 'kysely'

// Web vitals the apps report through the shell (bridge `perf.report`): one row per metric value.
// The first index serves the per-app summary, the second the per-minute cap of one sender.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_perf')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('app_perf_metric_idx')
    .on('app_perf')
    .columns(['tenant_id', 'app', 'name', 'at'])
    .execute()
  await db.schema
    .createIndex('app_perf_sender_idx')
    .on('app_perf')
    .columns(['tenant_id', 'user_id', 'received_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_perf').execute()
}
