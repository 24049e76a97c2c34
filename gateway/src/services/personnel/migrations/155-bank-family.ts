import type { Kysely } from 'kysely'

// The bank account salary is paid into (bank name, account number, account holder) and the family members (a JSON
// list of {n name, r relation, p phone, e emergency contact 1|0}, at most 500 characters) on the staff record.

const COLUMNS = ['bank_name', 'bank_account', 'bank_holder', 'family'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS)
    await db.schema
      .alterTable('employee_profile')
      .addColumn(column, 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('employee_profile').dropColumn(column).execute()
}
