import type { Kysely } from 'kysely'

// Blackout periods (the Blackout periods page, function 8013): days during which HR closes some leave types (or all)
// for the whole company or chosen departments with their sub-departments. Lists are JSON; null means every type, or
// the whole company.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leave_blackout')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    /** JSON list of leave type codes; null: every type. */
    .addColumn('type_codes', 'text')
    /** JSON list of organ ids (each with its sub-departments); null: the whole company. */
    .addColumn('organ_ids', 'text')
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_blackout_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('leave_blackout_end').on('leave_blackout').columns(['tenant_id', 'end_date']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leave_blackout').execute()
}
