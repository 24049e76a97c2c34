import type { Kysely } from 'kysely'

// The staff page lists a tenant's staff in job-number order: an index in that order serves it without a sort.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('employee_job_number_idx').on('employee').columns(['tenant_id', 'job_number']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('employee_job_number_idx').execute()
}
