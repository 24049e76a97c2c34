import type { Kysely } from 'kysely'

// Payroll (salary): the tenant's salary items, the monthly runs per salary group and each person's line of a run.
// Money is exact: amounts are integer fen in bigint columns and decimal strings ('1234.50') inside JSON.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salary_item')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    /** A name formulas use: letters, digits and '_', starting with a letter; unique in the tenant. */
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    /** 'earning', 'deduction' or 'employer' (an employer cost, not paid to the person). */
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    /** 'fixed' (from the person's salary profile), 'input' (entered each month) or 'formula'. */
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('formula', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    /** 1: part of the income liable to individual income tax (earnings) or deducted before tax (deductions). */
    .addColumn('taxable', 'integer', (c) => c.notNull().defaultTo(1))
    /** 1: the annual one-off bonus, taxed by the method the employee chose. */
    .addColumn('annual_bonus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_payslip', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_item_pk', ['tenant_id', 'id'])
    .addUniqueConstraint('salary_item_code_uq', ['tenant_id', 'code'])
    .execute()

  await db.schema
    .createTable('salary_run')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    /** 'draft', 'calculated', 'approving', 'locked' (approved) or 'published' (payslips open to staff). */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gross_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('net_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('employer_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('calculated_at', 'bigint')
    .addColumn('locked_at', 'bigint')
    .addColumn('published_at', 'bigint')
    .addPrimaryKeyConstraint('salary_run_pk', ['tenant_id', 'id'])
    .addUniqueConstraint('salary_run_month_uq', ['tenant_id', 'group_id', 'month'])
    .execute()

  await db.schema
    .createTable('salary_line')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** The person's department and cost centre when the line was calculated. */
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('cost_centre', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    /** JSON: the values entered for this month's input items, {code: '123.45'}. */
    .addColumn('inputs', 'text', (c) => c.notNull().defaultTo('{}'))
    /** JSON LineDetail (salary/types.ts): items, social insurance and housing fund, tax, attendance; names as calculated. */
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('gross_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deduction_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('social_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('net_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('employer_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    /** The person's net pay in the group's run of the month before, for the review; null when there was none. */
    .addColumn('previous_net_fen', 'bigint')
    .addColumn('calculated_at', 'bigint')
    .addPrimaryKeyConstraint('salary_line_pk', ['tenant_id', 'run_id', 'employee_id'])
    .execute()
  await db.schema
    .createIndex('salary_line_employee_idx')
    .on('salary_line')
    .columns(['tenant_id', 'employee_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['salary_line', 'salary_run', 'salary_item']) await db.schema.dropTable(table).execute()
}
