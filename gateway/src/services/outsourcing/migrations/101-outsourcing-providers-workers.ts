import type { Kysely } from 'kysely'

// Outsourcing (services/outsourcing): providers, their workers (not employees), workers' assignments to departments,
// confirmed monthly statements with their lines, and each tenant's role for workers' accounts.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outsourcing_provider')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('contract_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('contract_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('rate_unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('rate_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('outsourcing_provider_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('outsourcing_worker')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('provider_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(18)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('skills', 'varchar(500)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('outsourcing_worker_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('outsourcing_worker_provider')
    .on('outsourcing_worker')
    .columns(['tenant_id', 'provider_id'])
    .execute()
  await db.schema
    .createIndex('outsourcing_worker_id_number')
    .on('outsourcing_worker')
    .columns(['tenant_id', 'id_number'])
    .unique()
    .execute()
  await db.schema
    .createIndex('outsourcing_worker_user')
    .on('outsourcing_worker')
    .columns(['tenant_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('outsourcing_assignment')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('worker_id', 'integer', (c) => c.notNull())
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('from_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_day', 'varchar(10)')
    .addColumn('rate_fen', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('outsourcing_assignment_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('outsourcing_assignment_worker')
    .on('outsourcing_assignment')
    .columns(['tenant_id', 'worker_id'])
    .execute()

  await db.schema
    .createTable('outsourcing_statement')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('provider_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('total_fen', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_by', 'integer', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('outsourcing_statement_pk', ['tenant_id', 'provider_id', 'month'])
    .execute()

  await db.schema
    .createTable('outsourcing_statement_line')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('provider_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('worker_id', 'integer', (c) => c.notNull())
    .addColumn('worker_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('organ_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rate_unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('rate_fen', 'bigint', (c) => c.notNull())
    .addColumn('days_worked', 'integer', (c) => c.notNull())
    .addColumn('minutes_worked', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('outsourcing_statement_line_pk', ['tenant_id', 'provider_id', 'month', 'line_no'])
    .execute()

  await db.schema
    .createTable('outsourcing_role')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().primaryKey())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'outsourcing_role',
    'outsourcing_statement_line',
    'outsourcing_statement',
    'outsourcing_assignment',
    'outsourcing_worker',
    'outsourcing_provider',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
