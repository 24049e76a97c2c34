import type { Kysely } from 'kysely'

// Shift and leave tables, supplementary maternity leave (§2 'shift and leave tables', §9
// 'supplementary maternity leave'). Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shift')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(40)', (c) => c.notNull())
    /** HH:MM; a night shift ends before it starts (the next morning). */
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shift_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('shift_roster')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** YYYY-MM-DD. */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    /** The shift of the day; null: a rest day. A day without a row is not planned. */
    .addColumn('shift_id', 'integer')
    .addPrimaryKeyConstraint('shift_roster_pk', ['tenant_id', 'employee_id', 'day'])
    .execute()

  await db.schema
    .createTable('leave_supplement')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    /** The approved maternity leave (leave_request.id) it extends. */
    .addColumn('request_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** Extra calendar days, whole days. */
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    /** 'pending', 'approved', 'rejected' or 'cancelled'. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_supplement_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('leave_supplement_request_idx')
    .on('leave_supplement')
    .columns(['tenant_id', 'request_id'])
    .execute()
}
