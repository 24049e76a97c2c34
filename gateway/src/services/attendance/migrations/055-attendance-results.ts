import type { Kysely } from 'kysely'

// Daily attendance results (judged from plan, punches, leave, patch cards and overtime) and the monthly summaries a
// locked month keeps. Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('day_result')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    /** normal, late, early, late_early, absent, missing_punch, leave, rest or holiday. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('late_minutes', 'integer', (c) => c.notNull())
    .addColumn('early_minutes', 'integer', (c) => c.notNull())
    /** 'in', 'out' or 'both' on a missing punch or absence. */
    .addColumn('missing', 'varchar(4)')
    .addColumn('leave_type', 'varchar(20)')
    /** 'day', 'am', 'pm' or 'hours'. */
    .addColumn('leave_part', 'varchar(5)')
    /** Minutes of hourly leave on the day. */
    .addColumn('leave_minutes', 'integer', (c) => c.notNull())
    .addColumn('worked_minutes', 'integer', (c) => c.notNull())
    .addColumn('overtime_minutes', 'integer', (c) => c.notNull())
    .addColumn('first_in', 'bigint')
    .addColumn('last_out', 'bigint')
    .addColumn('computed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('day_result_pk', ['tenant_id', 'employee_id', 'day'])
    .execute()

  await db.schema
    .createTable('month_summary')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** YYYY-MM. */
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('days_due', 'double precision', (c) => c.notNull())
    .addColumn('days_worked', 'double precision', (c) => c.notNull())
    .addColumn('late_count', 'integer', (c) => c.notNull())
    .addColumn('late_minutes', 'integer', (c) => c.notNull())
    .addColumn('early_count', 'integer', (c) => c.notNull())
    .addColumn('early_minutes', 'integer', (c) => c.notNull())
    .addColumn('absent_days', 'double precision', (c) => c.notNull())
    .addColumn('missing_punches', 'integer', (c) => c.notNull())
    /** JSON: leave days by leave type code. */
    .addColumn('leave_days', 'text', (c) => c.notNull())
    .addColumn('overtime_hours', 'double precision', (c) => c.notNull())
    .addColumn('locked_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('month_summary_pk', ['tenant_id', 'month', 'employee_id'])
    .execute()
}
