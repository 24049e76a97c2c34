import type { Kysely } from 'kysely'

// Who may take a leave type: `gender` (the employee's code: 1 men, 2 women; null: everyone) and `min_service_months`
// (months since the employee's entry date; 0: from the first day). Maternity leave becomes women's and paternity leave
// men's in every tenant that has them.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_type').addColumn('gender', 'integer').execute()
  await db.schema
    .alterTable('leave_type')
    .addColumn('min_service_months', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.updateTable('leave_type').set({ gender: 2 }).where('code', '=', 'maternity').execute()
  await db.updateTable('leave_type').set({ gender: 1 }).where('code', '=', 'paternity').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_type').dropColumn('min_service_months').execute()
  await db.schema.alterTable('leave_type').dropColumn('gender').execute()
}
