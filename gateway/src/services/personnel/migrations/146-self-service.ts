import type { Kysely } from 'kysely'

// Staff self-service on their own record: the fields HR opens for it (one row a tenant; none: the default fields),
// and the changes staff propose, each decided through the workflow (business type recordProposal). Times epoch ms.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('self_service_setting')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().primaryKey())
    /** JSON: the record field keys staff may propose changes of. */
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('record_proposal')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** The account that proposed it (the employee's own). */
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'varchar(500)', (c) => c.notNull())
    /** The record's value when it was proposed. */
    .addColumn('before_value', 'varchar(500)', (c) => c.notNull())
    /** pending | approved | rejected | cancelled | failed (approved but the value no longer fits the record) */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addPrimaryKeyConstraint('record_proposal_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('record_proposal_employee_idx')
    .on('record_proposal')
    .columns(['tenant_id', 'employee_id', 'status'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_proposal').execute()
  await db.schema.dropTable('self_service_setting').execute()
}
