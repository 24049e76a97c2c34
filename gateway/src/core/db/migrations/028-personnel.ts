// Core baseline (several owners): creates ums's employee_profile and indexes core's employee table.
import type { Kysely } from 'kysely'

// The employee record beyond the directory columns of `employee` (services/personnel/records): personal
// data, contract dates, emergency contact and the offboarding reason. One row per employee; tenant_id leads the key.
// Dates are epoch ms of UTC midnight (bigint), like employee.entry_date.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('employee_profile')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** Mainland resident ID number (18 characters, check digit verified on write), '' when unknown. */
    .addColumn('id_number', 'varchar(18)', (c) => c.notNull())
    .addColumn('birth_date', 'bigint')
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('salary_grade', 'varchar(50)', (c) => c.notNull())
    .addColumn('contract_start', 'bigint')
    .addColumn('contract_end', 'bigint')
    .addColumn('emergency_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('emergency_relation', 'varchar(50)', (c) => c.notNull())
    .addColumn('emergency_phone', 'varchar(30)', (c) => c.notNull())
    /** Why the employee left (offboarding), '' while on the job. */
    .addColumn('leave_reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('employee_profile_pk', ['tenant_id', 'employee_id'])
    .execute()
  await db.schema
    .createIndex('employee_profile_id_number_idx')
    .on('employee_profile')
    .columns(['tenant_id', 'id_number'])
    .execute()
  await db.schema.createIndex('employee_phone_idx').on('employee').columns(['tenant_id', 'phone']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('employee_phone_idx').execute()
  await db.schema.dropTable('employee_profile').execute()
}
