import type { Kysely } from 'kysely'

// The people HR marked as having had no wage income anywhere this year before joining (国家税务总局公告2020年第13号):
// their basic 5,000 a month counts from January. A row is the mark; no row, no mark.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('etax_first_income')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    /** The user who set the mark, and when. */
    .addColumn('set_by', 'integer', (c) => c.notNull())
    .addColumn('set_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('etax_first_income_pk', ['tenant_id', 'employee_id', 'year'])
    .execute()
  await db.schema
    .createIndex('etax_first_income_year_idx')
    .on('etax_first_income')
    .columns(['tenant_id', 'year'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('etax_first_income').execute()
}
