import type { Kysely } from 'kysely'

// Who a salary profile pays: 'employee' (wages, the cumulative withholding, social insurance; the default) or 'labour'
// (劳务报酬: a non-employee paid through the product, tax withheld per payment by 预扣率表二, no social insurance).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('salary_profile')
    .addColumn('payee_type', 'varchar(8)', (c) => c.notNull().defaultTo('employee'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('salary_profile').dropColumn('payee_type').execute()
}
