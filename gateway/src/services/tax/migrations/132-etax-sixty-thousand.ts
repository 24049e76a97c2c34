import type { Kysely } from 'kysely'

// The 60,000 rule (国家税务总局公告2020年第19号): the people HR flagged for a year as withheld here every month of the
// previous full year with wage income of at most 60,000; their basic deduction counts 60,000 from January. A row is the
// flag; no row, no flag. And on each withholding record, the month a bonus of the year was already taxed on its own
// when this month's bonus was therefore added to the wages (财税〔2018〕164号: once a year), '' otherwise.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('etax_sixty_thousand')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    /** The user who set the flag (by hand, or by filling it from the previous year's records), and when. */
    .addColumn('set_by', 'integer', (c) => c.notNull())
    .addColumn('set_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('etax_sixty_thousand_pk', ['tenant_id', 'employee_id', 'year'])
    .execute()
  await db.schema
    .createIndex('etax_sixty_thousand_year_idx')
    .on('etax_sixty_thousand')
    .columns(['tenant_id', 'year'])
    .execute()
  await db.schema
    .alterTable('etax_withholding')
    .addColumn('bonus_separate_in', 'varchar(7)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('etax_withholding').dropColumn('bonus_separate_in').execute()
  await db.schema.dropTable('etax_sixty_thousand').execute()
}
