import type { Kysely } from 'kysely'

// Each day's rollover of a tenant that changed balances (entitlement/rollover.ts): when it ran, how long it took and
// how many ledger entries it wrote of each kind, for the message centre's Tasks view.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leave_rollover_run')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    .addColumn('carried', 'integer', (c) => c.notNull())
    .addColumn('expired', 'integer', (c) => c.notNull())
    .addColumn('paid_out', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_rollover_run_pk', ['tenant_id', 'day'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leave_rollover_run').execute()
}
