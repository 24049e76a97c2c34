import type { Kysely } from 'kysely'

// An overtime that runs past midnight is partly worked on the next day: that part keeps the class of the next day
// ('workday', 'restDay' or 'statutory'; null: the overtime ends on its own day, or was approved before this).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('overtime_request').addColumn('next_pay_class', 'varchar(10)').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('overtime_request').dropColumn('next_pay_class').execute()
}
