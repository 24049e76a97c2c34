import type { Kysely } from 'kysely'

// How a salary group pays a joiner or a leaver for part of a month: 'workingDays' (the working days employed ÷ the
// month's working days of the work calendar, the common practice and the default) or 'calendarDays' (the days
// employed ÷ the days of the month).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('salary_group')
    .addColumn('proration', 'varchar(16)', (c) => c.notNull().defaultTo('workingDays'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('salary_group').dropColumn('proration').execute()
}
