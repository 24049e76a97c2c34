import type { Kysely } from 'kysely'

// A day of a person in a fixed-pattern group that differs from the pattern: an approved shift swap gave them another
// shift (or rest) that day. Tenant data: tenant_id leads the key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shift_override')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    /** The shift of the day; null: rest. */
    .addColumn('shift_id', 'integer')
    /** The swap that set it. */
    .addColumn('swap_id', 'varchar(36)', (c) => c.notNull())
    .addPrimaryKeyConstraint('shift_override_pk', ['tenant_id', 'employee_id', 'day'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shift_override').execute()
}
