import type { Kysely } from 'kysely'

// The monthly run's review and tax hand-over: each run's threshold of a change worth a look (percent of last month's
// net pay), and each line's withholding as the tax service computed it (recorded when the run is locked).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('salary_run')
    .addColumn('threshold', 'varchar(8)', (c) => c.notNull().defaultTo('10'))
    .execute()
  /** JSON MonthTax of services/tax, '' before the line is calculated. */
  await db.schema
    .alterTable('salary_line')
    .addColumn('tax_record', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('salary_line').dropColumn('tax_record').execute()
  await db.schema.alterTable('salary_run').dropColumn('threshold').execute()
}
