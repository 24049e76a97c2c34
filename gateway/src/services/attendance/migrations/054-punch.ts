import type { Kysely } from 'kysely'

// Punches (attendance): clock-ins from the browser with their location check and punches imported from a
// door-access export. Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('punch')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    /** Epoch ms of the server's clock (clock-in) or of the export's time read in the person's calendar time zone (import). */
    .addColumn('at', 'bigint', (c) => c.notNull())
    /** YYYY-MM-DD and HH:MM of `at` in the person's calendar time zone. */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull())
    /** 'web' or 'import'. */
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('device', 'varchar(60)')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('accuracy_m', 'double precision')
    .addColumn('place_id', 'integer')
    .addColumn('distance_m', 'double precision')
    .addColumn('in_range', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('punch_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('punch_employee_day_idx')
    .on('punch')
    .columns(['tenant_id', 'employee_id', 'day'])
    .execute()
}
