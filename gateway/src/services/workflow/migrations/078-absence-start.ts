import type { Kysely } from 'kysely'

// When the delegate of an absence was told of the requests already waiting for the approver as it began (null: not
// yet; the sweep in delegation/absence-start.ts claims the row by setting it).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wf_absence').addColumn('start_notified_at', 'bigint').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wf_absence').dropColumn('start_notified_at').execute()
}
