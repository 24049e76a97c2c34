import type { Kysely } from 'kysely'

// Bridge audit rows stand for one call or, for summaries and floods, for `count` calls; anomalies
// (records that failed validation) are kept with decision 'anomaly'.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bridge_audit')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .createIndex('bridge_audit_sender_idx')
    .on('bridge_audit')
    .columns(['user_id', 'app', 'received_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bridge_audit_sender_idx').execute()
  await db.schema.alterTable('bridge_audit').dropColumn('count').execute()
}
