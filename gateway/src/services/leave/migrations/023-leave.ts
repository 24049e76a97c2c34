import type { Kysely } from 'kysely'

// Attendance and leave (§7 vacation): leave types per tenant, balances per account, type and year,
// and leave requests, each approved through the workflow (bizType 'leave'). Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leave_type')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(40)', (c) => c.notNull())
    /** 1: the days come off a yearly balance (annual, sick); 0: no balance (personal, unpaid). */
    .addColumn('tracked', 'integer', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_type_pk', ['tenant_id', 'code'])
    .execute()

  await db.schema
    .createTable('leave_balance')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** The account (app_user.id). */
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('type_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('total', 'double precision', (c) => c.notNull())
    .addColumn('used', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_balance_pk', ['tenant_id', 'user_id', 'year', 'type_code'])
    .execute()

  await db.schema
    .createTable('leave_request')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('type_code', 'varchar(20)', (c) => c.notNull())
    /** YYYY-MM-DD; a half: 'am' or 'pm' (from the afternoon of the first day, until the morning of the last). */
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_half', 'varchar(2)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_half', 'varchar(2)', (c) => c.notNull())
    .addColumn('days', 'double precision', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    /** 'pending' (in the workflow, also when sent back), 'approved', 'rejected', 'cancelled' (recalled), 'revoked' (approved, then cancelled). */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_request_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('leave_request_user_idx')
    .on('leave_request')
    .columns(['tenant_id', 'user_id', 'start_date'])
    .execute()
}
