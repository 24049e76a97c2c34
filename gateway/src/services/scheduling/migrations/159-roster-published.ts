import type { Kysely } from 'kysely'

// A person's month roster published to them: from then on a change of their shifts in that month tells them. Written
// for each person of the department whose roster is published. Tenant data: tenant_id leads the key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shift_roster_published')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('published_by', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shift_roster_published_pk', ['tenant_id', 'employee_id', 'month'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shift_roster_published').execute()
}
