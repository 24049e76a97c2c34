import type { Kysely } from 'kysely'

// The staff page lists a tenant's staff in job-number order and counts them by status: an index in that order
// serves the page without a sort, and one on the status counts from the index alone.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('employee_job_number_idx').on('employee').columns(['tenant_id', 'job_number']).execute()
  await db.schema.createIndex('employee_status_idx').on('employee').columns(['tenant_id', 'status']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('employee_status_idx').execute()
  await db.schema.dropIndex('employee_job_number_idx').execute()
}
