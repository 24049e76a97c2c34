import type { Kysely } from 'kysely'

// Back pay (arrears): what a regular run pays a person for an earlier month that a closed run already paid, after a
// salary profile change dated into that month. One row per run, person and month paid for: the amount and, per salary
// item, the difference it brings that month's pay up to, so a later run pays only what is still owed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salary_arrears')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** The run that pays the arrears. */
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** The earlier month paid for, 'YYYY-MM'. */
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    /** The arrears in fen: positive back pay, negative a recovery. */
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    /** JSON: each salary item's difference paid for the month, a decimal string by item code. */
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_arrears_pk', ['tenant_id', 'run_id', 'employee_id', 'month'])
    .execute()
  await db.schema
    .createIndex('salary_arrears_person_idx')
    .on('salary_arrears')
    .columns(['tenant_id', 'employee_id', 'month'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salary_arrears').execute()
}
