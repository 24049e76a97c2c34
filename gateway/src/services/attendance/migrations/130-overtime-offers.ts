import type { Kysely } from 'kysely'

// Overtime offered from punches: one row per person, day and kind, made when the day's attendance is judged under
// the rules of the person's group; dismissed by the person or passed over once a request for the day exists.
// Tenant data: tenant_id leads the key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('overtime_offer')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    /** 'rest' (work on a rest day), 'holiday' (on a holiday) or 'afterShift' (beyond the shift's end). */
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    /** Wall-clock 'HH:MM' in the day's time zone; an end not after the start is the next morning. */
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    /** 'open' or 'dismissed'. */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('overtime_offer_pk', ['tenant_id', 'employee_id', 'day', 'kind'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('overtime_offer').execute()
}
