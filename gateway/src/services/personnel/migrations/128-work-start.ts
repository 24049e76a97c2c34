import type { Kysely } from 'kysely'

// The day a person began working (with any employer): their cumulative years of work, which decide the statutory
// annual leave, count from it. Null: from their entry date here.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('employee_profile').addColumn('work_start_date', 'bigint').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('employee_profile').dropColumn('work_start_date').execute()
}
