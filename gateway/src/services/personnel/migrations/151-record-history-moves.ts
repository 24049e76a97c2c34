import type { Kysely } from 'kysely'

// The history of staff records (every change of a field: who, when, before → after, and its cause), the moves HR or
// a manager asks for (transfer, promotion, position or salary change, dated, decided through the workflow) and the
// probation reviews (confirm, extend, end). Dates yyyy-mm-dd; times epoch ms; money in fen.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_history')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('before_value', 'varchar(500)', (c) => c.notNull())
    .addColumn('after_value', 'varchar(500)', (c) => c.notNull())
    /** edit, onboard, import, selfService, move, probation, batch, contract, sync, leave. */
    .addColumn('cause', 'varchar(20)', (c) => c.notNull())
    /** The move or probation review that made the change, when one did. */
    .addColumn('ref_id', 'varchar(36)')
    .addColumn('actor_id', 'integer')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_history_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('record_history_employee_idx')
    .on('record_history')
    .columns(['tenant_id', 'employee_id', 'at'])
    .execute()
  await db.schema
    .createTable('staff_move')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** transfer, promotion, position, salary. */
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('effective_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('organ_id', 'integer')
    .addColumn('gangwei_id', 'integer')
    .addColumn('zhiwei_id', 'integer')
    .addColumn('manager_id', 'integer')
    .addColumn('base_fen', 'bigint')
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    /** pending, approved (waiting for its date), applied, rejected, cancelled, failed. */
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('failure', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('applied_at', 'bigint')
    .addPrimaryKeyConstraint('staff_move_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('staff_move_employee_idx')
    .on('staff_move')
    .columns(['tenant_id', 'employee_id', 'status'])
    .execute()
  await db.schema.createIndex('staff_move_due_idx').on('staff_move').columns(['status', 'effective_date']).execute()
  await db.schema
    .createTable('probation_review')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('contract_id', 'integer', (c) => c.notNull())
    /** confirm, extend, end. */
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    /** The probation end when asked. */
    .addColumn('probation_end', 'varchar(10)', (c) => c.notNull())
    /** extend: the new probation end; end: the last day of work. */
    .addColumn('new_date', 'varchar(10)')
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addPrimaryKeyConstraint('probation_review_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('probation_review_employee_idx')
    .on('probation_review')
    .columns(['tenant_id', 'employee_id', 'status'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('probation_review').execute()
  await db.schema.dropTable('staff_move').execute()
  await db.schema.dropTable('record_history').execute()
}
