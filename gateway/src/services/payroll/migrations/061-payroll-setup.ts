import type { Kysely } from 'kysely'

// Payroll set-up: salary groups (their members and items), the employees' salary profiles with their effective-dated
// history, and the payroll audit trail. Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salary_group')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    /** The day of the month the pay goes out (1–31; a shorter month pays on its last day). */
    .addColumn('pay_day', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_group_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('salary_group_member')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    /** A department (with its sub-departments) or one person: exactly one is set. */
    .addColumn('organ_id', 'integer')
    .addColumn('employee_id', 'integer')
    .execute()
  await db.schema
    .createIndex('salary_group_member_group_idx')
    .on('salary_group_member')
    .columns(['tenant_id', 'group_id'])
    .execute()

  await db.schema
    .createTable('salary_group_item')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_group_item_pk', ['tenant_id', 'group_id', 'item_id'])
    .execute()

  await db.schema
    .createTable('salary_profile')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** 'YYYY-MM': the row is in force from this month until the month of the next row. */
    .addColumn('effective_month', 'varchar(7)', (c) => c.notNull())
    .addColumn('base_fen', 'bigint', (c) => c.notNull())
    /** JSON: the allowances by fixed salary item code, {meal: '300.00'}. */
    .addColumn('allowances', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('bank_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('cost_centre', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('changed_by', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_profile_pk', ['tenant_id', 'employee_id', 'effective_month'])
    .execute()

  await db.schema
    .createTable('salary_audit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    /** The run changed, or null for a change of the set-up (items, groups, profiles). */
    .addColumn('run_id', 'integer')
    .addColumn('employee_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'varchar(60)', (c) => c.notNull())
    /** What happened: 'create', 'inputs', 'import', 'calculate', 'recalculate', 'submit', 'approved', 'rejected', 'publish', … */
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    /** JSON: what changed (amounts as decimal strings). */
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_audit_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('salary_audit_run_idx')
    .on('salary_audit')
    .columns(['tenant_id', 'run_id', 'at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['salary_audit', 'salary_profile', 'salary_group_item', 'salary_group_member', 'salary_group'])
    await db.schema.dropTable(table).execute()
}
