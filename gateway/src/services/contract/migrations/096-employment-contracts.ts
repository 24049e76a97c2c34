import type { Kysely } from 'kysely'

// Employment contracts (services/contract): each employee's contracts with their documents, and the renewals and
// terminations that go through the workflow. Dates are `yyyy-mm-dd` strings; times epoch ms.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('employment_contract')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('type_code', 'varchar(40)', (c) => c.notNull())
    /** fixed | open | project */
    .addColumn('term', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('project', 'varchar(100)', (c) => c.notNull())
    .addColumn('probation_months', 'integer', (c) => c.notNull())
    .addColumn('probation_end', 'varchar(10)')
    .addColumn('sign_date', 'varchar(10)')
    /** draft | active | expired | terminated | renewed */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    /** JSON: [{ fileId, name }] of files kept by the file centre. */
    .addColumn('documents', 'text', (c) => c.notNull())
    .addColumn('previous_id', 'integer')
    .addColumn('terminated_on', 'varchar(10)')
    .addColumn('termination_reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('employment_contract_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('employment_contract_employee_idx')
    .on('employment_contract')
    .columns(['tenant_id', 'employee_id'])
    .execute()
  await db.schema
    .createIndex('employment_contract_end_idx')
    .on('employment_contract')
    .columns(['tenant_id', 'status', 'end_date'])
    .execute()

  await db.schema
    .createTable('employment_contract_change')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('contract_id', 'integer', (c) => c.notNull())
    /** renewal | termination */
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    /** pending | approved | rejected | cancelled */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('new_term', 'varchar(10)')
    .addColumn('new_end_date', 'varchar(10)')
    .addColumn('effective_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('new_contract_id', 'integer')
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addPrimaryKeyConstraint('employment_contract_change_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('employment_contract_change_contract_idx')
    .on('employment_contract_change')
    .columns(['tenant_id', 'contract_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('employment_contract_change').execute()
  await db.schema.dropTable('employment_contract').execute()
}
