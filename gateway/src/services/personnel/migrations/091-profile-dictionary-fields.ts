import type { Kysely } from 'kysely'

// The employee record's fields whose values come from the tenant's dictionaries (services/masterdata): the value's code,
// '' when not given (every record before this).

const COLUMNS = ['nationality', 'education', 'marital_status', 'political_status', 'contract_type']

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable('employee_profile')
      .addColumn(column, 'varchar(40)', (c) => c.notNull().defaultTo(''))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('employee_profile').dropColumn(column).execute()
}
