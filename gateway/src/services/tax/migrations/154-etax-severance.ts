import type { Kysely } from 'kysely'

// The one-off compensation for ending a labour contract (解除劳动关系一次性补偿收入) a locked payroll run paid a
// leaver: taxed on its own above 3 × the local average annual wage, kept apart from the wage records. Money is
// integer fen (bigint).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('etax_severance')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    /** The compensation, its exempt part, the taxed excess and the tax withheld (negative in a reversal). */
    .addColumn('income_fen', 'bigint', (c) => c.notNull())
    .addColumn('exempt_fen', 'bigint', (c) => c.notNull())
    .addColumn('taxable_fen', 'bigint', (c) => c.notNull())
    .addColumn('tax_fen', 'bigint', (c) => c.notNull())
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('etax_severance_pk', ['tenant_id', 'run_id', 'employee_id'])
    .execute()
  await db.schema.createIndex('etax_severance_month_idx').on('etax_severance').columns(['tenant_id', 'month']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('etax_severance').execute()
}
