import type { Kysely } from 'kysely'

// A rehired person's earlier employment: each spell from its entry date to its leave date (epoch ms of the UTC day)
// with the reason it ended, kept when their record is reopened with a new entry date.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('employment_spell')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('entry_date', 'bigint', (c) => c.notNull())
    .addColumn('leave_date', 'bigint', (c) => c.notNull())
    .addColumn('leave_reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('employment_spell_pk', ['tenant_id', 'employee_id', 'entry_date'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('employment_spell').execute()
}
