import type { Kysely } from 'kysely'

// How far back a leave request may start, per leave type: `backdate_days` days before today at most (null: no limit).
// A type added later gets 30 days; the existing types keep room to record leave of the past year (annual and personal
// leave, 366 days) or get the 30 days (the others).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leave_type')
    .addColumn('backdate_days', 'integer', (c) => c.defaultTo(30))
    .execute()
  await db.updateTable('leave_type').set({ backdate_days: 30 }).execute()
  await db.updateTable('leave_type').set({ backdate_days: 366 }).where('code', 'in', ['annual', 'personal']).execute()
}
