import type { Kysely } from 'kysely'

// Payslips (salary/payslip): the short-lived grants a password or code check gives to open payslips, what each person
// did with their payslip of a run (viewed, confirmed) and the questions they raised with payroll and its answers.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payslip_grant')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** sha-256 of the grant token the client sends with each payslip request. */
    .addColumn('grant_hash', 'varchar(64)', (c) => c.notNull())
    /** The session the grant was given to (session.token_hash): another session's requests never use it. */
    .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payslip_grant_pk', ['tenant_id', 'grant_hash'])
    .execute()

  await db.schema
    .createTable('payslip_receipt')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('first_viewed_at', 'bigint')
    .addColumn('confirmed_at', 'bigint')
    .addPrimaryKeyConstraint('payslip_receipt_pk', ['tenant_id', 'run_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('payslip_question')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** The account that asked (its answer is sent there). */
    .addColumn('asked_by', 'integer', (c) => c.notNull())
    .addColumn('question', 'varchar(1000)', (c) => c.notNull())
    .addColumn('asked_at', 'bigint', (c) => c.notNull())
    .addColumn('answer', 'varchar(1000)')
    .addColumn('answered_by', 'integer')
    .addColumn('answered_at', 'bigint')
    .addPrimaryKeyConstraint('payslip_question_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('payslip_question_run_idx')
    .on('payslip_question')
    .columns(['tenant_id', 'run_id', 'employee_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payslip_question', 'payslip_receipt', 'payslip_grant'])
    await db.schema.dropTable(table).execute()
}
