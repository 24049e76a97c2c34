import type { Kysely } from 'kysely'

// The bank transfer file (salary/outputs): each tenant's layout of the CSV its bank takes.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salary_bank_layout')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** JSON array of column keys in file order: 'jobNumber', 'name', 'bankName', 'account', 'amount', 'currency', 'purpose'. */
    .addColumn('columns', 'varchar(200)', (c) => c.notNull())
    .addColumn('header', 'integer', (c) => c.notNull().defaultTo(1))
    /** ',', ';', '|' or a tab. */
    .addColumn('separator', 'varchar(2)', (c) => c.notNull().defaultTo(','))
    /** 'utf-8' or 'gbk'. */
    .addColumn('encoding', 'varchar(8)', (c) => c.notNull().defaultTo('utf-8'))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('CNY'))
    /** The purpose text of every transfer ({month} is replaced by the run's month). */
    .addColumn('purpose', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_bank_layout_pk', ['tenant_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salary_bank_layout').execute()
}
