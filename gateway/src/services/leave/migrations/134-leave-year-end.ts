import type { Kysely } from 'kysely'

// What a leave type does with the days neither taken nor carried over at the end of a year: 'expire' (as before) or
// 'pay' (paid out in January's payroll as untaken annual leave, 企业职工带薪年休假实施办法 art. 10).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leave_type')
    .addColumn('year_end', 'varchar(10)', (c) => c.notNull().defaultTo('expire'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_type').dropColumn('year_end').execute()
}
