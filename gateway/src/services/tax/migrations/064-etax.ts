import type { Kysely } from 'kysely'

// Individual income tax (etax): the special additional deductions staff declare, each person's annual bonus method per
// year, and the withholding a locked payroll run recorded per person and month. Money is integer fen (bigint).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('etax_deduction')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    /** 'children', 'infant', 'education', 'illness', 'housingLoan', 'housingRent' or 'elderly'. */
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    /** The months of the year it is in force, 1–12 inclusive. */
    .addColumn('start_month', 'integer', (c) => c.notNull())
    .addColumn('end_month', 'integer', (c) => c.notNull())
    /** The kind's choice: 'degree' or 'certificate' (education), the city tier '1'–'3' (rent), 'only' or 'shared' (elderly); else ''. */
    .addColumn('choice', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    /** The share taken, in percent: 100 or 50 (children, infant, housing loan); 100 otherwise. */
    .addColumn('share', 'integer', (c) => c.notNull().defaultTo(100))
    /** The deduction per month in force; the year's amount for serious illness; the one-off amount of a certificate. */
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    /** The staff member's own words: the child, the school, the city. */
    .addColumn('note', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('etax_deduction_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('etax_deduction_person_idx')
    .on('etax_deduction')
    .columns(['tenant_id', 'employee_id', 'year'])
    .execute()

  await db.schema
    .createTable('etax_bonus_method')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    /** 'separate' (taxed on its own by the monthly table) or 'combined' (added to the month's wage income). */
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('etax_bonus_method_pk', ['tenant_id', 'employee_id', 'year'])
    .execute()

  await db.schema
    .createTable('etax_withholding')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    /** This month's wage income liable to tax, without the annual bonus. */
    .addColumn('income_fen', 'bigint', (c) => c.notNull())
    .addColumn('social_fen', 'bigint', (c) => c.notNull())
    /** This month's special additional deductions as declared when recorded. */
    .addColumn('special_fen', 'bigint', (c) => c.notNull())
    .addColumn('bonus_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_method', 'varchar(8)')
    /** The separate bonus's own tax; 0 when none or combined (then it is inside tax_fen). */
    .addColumn('bonus_tax_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ytd_income_fen', 'bigint', (c) => c.notNull())
    .addColumn('ytd_basic_fen', 'bigint', (c) => c.notNull())
    .addColumn('ytd_social_fen', 'bigint', (c) => c.notNull())
    .addColumn('ytd_special_fen', 'bigint', (c) => c.notNull())
    .addColumn('ytd_taxable_fen', 'bigint', (c) => c.notNull())
    /** The rate as a decimal string, '0.10'. */
    .addColumn('rate', 'varchar(6)', (c) => c.notNull())
    .addColumn('quick_deduction_fen', 'bigint', (c) => c.notNull())
    .addColumn('ytd_tax_fen', 'bigint', (c) => c.notNull())
    .addColumn('withheld_before_fen', 'bigint', (c) => c.notNull())
    /** Withheld this month on the wage income (never below 0). */
    .addColumn('tax_fen', 'bigint', (c) => c.notNull())
    /** JSON: the year-to-date special additional deductions by kind, {children: '4000.00', …}. */
    .addColumn('special_detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('etax_withholding_pk', ['tenant_id', 'run_id', 'employee_id'])
    .execute()
  await db.schema
    .createIndex('etax_withholding_person_idx')
    .on('etax_withholding')
    .columns(['tenant_id', 'employee_id', 'month'])
    .execute()
  await db.schema
    .createIndex('etax_withholding_month_idx')
    .on('etax_withholding')
    .columns(['tenant_id', 'month'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['etax_withholding', 'etax_bonus_method', 'etax_deduction'])
    await db.schema.dropTable(table).execute()
}
