import { sql, type Kysely } from 'kysely'

// §7 "an IEL list and status update": the import/export list shows each user's tasks and which finished ones they
// have not seen yet. A task seen (its result shown to its user) keeps when; tasks from before count as seen.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('file_task').addColumn('seen_at', 'bigint').execute()
  await db
    .updateTable('file_task')
    .set({ seen_at: sql`updated_at` })
    .where('state', 'in', ['done', 'failed', 'cancelled'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('file_task').dropColumn('seen_at').execute()
}
