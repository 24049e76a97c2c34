import type { Kysely } from 'kysely'

// The accounting voucher of a run (salary/outputs): each tenant's account codes, one row per entry it changed from the
// default chart of accounts ('expense', 'net', 'tax', 'employeeInsurance', 'employerPayable', or 'item:<item code>').

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salary_voucher_account')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('entry', 'varchar(80)', (c) => c.notNull())
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_voucher_account_pk', ['tenant_id', 'entry'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salary_voucher_account').execute()
}
