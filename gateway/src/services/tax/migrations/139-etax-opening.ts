import type { Kysely } from 'kysely'

// A company that starts using the product mid-year: each person's figures of the year before the first month the
// product pays (opening balances), imported from Excel or entered by HR, with their trail of changes; and the
// withholding of labour remuneration (劳务报酬) a locked payroll run paid to non-employees, kept apart from the wage
// records. Money is integer fen (bigint).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('etax_opening')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    /** The last month (1–11) the figures cover: the product pays from the month after. */
    .addColumn('through_month', 'integer', (c) => c.notNull())
    /** Cumulative wage income (a bonus added to the wages included), employee social insurance and housing fund,
     * special additional deductions and other deductions, the months of the basic 5,000, the wage tax withheld. */
    .addColumn('income_fen', 'bigint', (c) => c.notNull())
    .addColumn('social_fen', 'bigint', (c) => c.notNull())
    .addColumn('special_fen', 'bigint', (c) => c.notNull())
    .addColumn('other_fen', 'bigint', (c) => c.notNull())
    .addColumn('basic_months', 'integer', (c) => c.notNull())
    .addColumn('tax_fen', 'bigint', (c) => c.notNull())
    /** 1 when an annual bonus was already taxed on its own this year (once a year). */
    .addColumn('bonus_separate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('etax_opening_pk', ['tenant_id', 'employee_id', 'year'])
    .execute()
  await db.schema.createIndex('etax_opening_year_idx').on('etax_opening').columns(['tenant_id', 'year']).execute()

  await db.schema
    .createTable('etax_opening_audit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** Sorts by time: 12 hex digits of the instant, then a counter and random digits. */
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    /** 'import', 'edit' or 'delete'. */
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    /** The figures before and after, JSON ('' when there were none). */
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('etax_opening_audit_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('etax_opening_audit_person_idx')
    .on('etax_opening_audit')
    .columns(['tenant_id', 'employee_id', 'year'])
    .execute()

  await db.schema
    .createTable('etax_labour')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    /** The payment, its taxable amount (less 800 or 20 %), the rate and quick deduction of 预扣率表二, the tax. */
    .addColumn('income_fen', 'bigint', (c) => c.notNull())
    .addColumn('taxable_fen', 'bigint', (c) => c.notNull())
    .addColumn('rate', 'varchar(8)', (c) => c.notNull())
    .addColumn('quick_deduction_fen', 'bigint', (c) => c.notNull())
    .addColumn('tax_fen', 'bigint', (c) => c.notNull())
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('etax_labour_pk', ['tenant_id', 'run_id', 'employee_id'])
    .execute()
  await db.schema.createIndex('etax_labour_month_idx').on('etax_labour').columns(['tenant_id', 'month']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('etax_labour').execute()
  await db.schema.dropTable('etax_opening_audit').execute()
  await db.schema.dropTable('etax_opening').execute()
}
