import type { Kysely } from 'kysely'

// Overtime and time off in lieu: overtime requests approved through the workflow (bizType 'overtime'); the time off in
// lieu credits approved overtime on a rest day or a holiday earns, each expiring; the tenant's months until a credit
// expires. Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('overtime_request')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** YYYY-MM-DD, HH:MM to HH:MM (an end not after the start: the next morning). */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('hours', 'double precision', (c) => c.notNull())
    /** 'before': asked before working it; 'after': worked, asked afterwards. */
    .addColumn('timing', 'varchar(6)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    /** 'pending', 'approved', 'rejected' or 'cancelled'. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    /** The day as the person's plan said when it was approved: 'work', 'rest' or 'holiday' (null until then). */
    .addColumn('day_kind', 'varchar(8)')
    /** Hours credited as time off in lieu (0: paid overtime of a working day). */
    .addColumn('credited_hours', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('overtime_request_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('overtime_request_user_idx')
    .on('overtime_request')
    .columns(['tenant_id', 'user_id', 'day'])
    .execute()

  await db.schema
    .createTable('leave_credit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** The approved overtime that earned it. */
    .addColumn('overtime_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('earned_hours', 'double precision', (c) => c.notNull())
    /** YYYY-MM-DD: the day worked, and the last day the credit may be used. */
    .addColumn('earned_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('used_hours', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_credit_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('leave_credit_user_idx')
    .on('leave_credit')
    .columns(['tenant_id', 'user_id', 'expires_on'])
    .execute()

  await db.schema
    .createTable('leave_setting')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** Months a time off in lieu credit lasts after the day worked. */
    .addColumn('toil_months', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_setting_pk', ['tenant_id'])
    .execute()
}
