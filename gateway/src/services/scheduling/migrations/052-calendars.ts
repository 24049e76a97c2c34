import type { Kysely } from 'kysely'

// Scheduling (paiban): work calendars and their holidays and make-up working days, the rule columns of the
// shift types (created by vacation's 031-shifts), and month locks. Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('work_calendar')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    /** IANA time zone, e.g. Asia/Shanghai: punches are read in it. */
    .addColumn('time_zone', 'varchar(60)', (c) => c.notNull())
    /** 1: the calendar of people in no attendance group (one per tenant). */
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('work_calendar_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('calendar_day')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('calendar_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    /** 'holiday' (a public holiday) or 'workday' (a make-up working day on a weekend). */
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_day_pk', ['tenant_id', 'calendar_id', 'day'])
    .execute()

  await db.schema
    .alterTable('shift')
    .addColumn('breaks', 'varchar(400)', (c) => c.notNull().defaultTo('[]'))
    .execute()
  await db.schema
    .alterTable('shift')
    .addColumn('flex_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('shift')
    .addColumn('late_grace_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('shift')
    .addColumn('early_grace_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('shift')
    .addColumn('absent_after_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('shift')
    .addColumn('min_hours', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('attendance_lock')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** YYYY-MM. */
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    /** The account (app_user.id) that locked it. */
    .addColumn('locked_by', 'integer', (c) => c.notNull())
    .addColumn('locked_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_lock_pk', ['tenant_id', 'month'])
    .execute()
}
