import type { Kysely } from 'kysely'

// Accounts are looked up by their staff member on many reads (an attendance month, a staff page's accounts, leave
// holders): an index on app_user.employee_id answers them without reading every account.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('app_user_employee_idx').on('app_user').column('employee_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('app_user_employee_idx').execute()
}
