import type { Kysely } from 'kysely'

// Saved query schemes of the staff list (§7 /joyhr/web/selfSchemeQuery): one user's named filter
// sets, at most one of them the default. Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('self_scheme')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    /** JSON of the staff list filters: { keyword?, organId?, status? }. */
    .addColumn('conditions', 'varchar(2000)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('self_scheme_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('self_scheme_name_idx')
    .on('self_scheme')
    .columns(['tenant_id', 'user_id', 'name'])
    .unique()
    .execute()
  // The audit of staff list batch modifications: who changed which field to what, for which staff.
  await db.schema
    .createTable('batch_modify_log')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('value', 'varchar(40)', (c) => c.notNull())
    /** JSON array of the employee ids changed. */
    .addColumn('changed_ids', 'text', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('batch_modify_log_pk', ['tenant_id', 'id'])
    .execute()
}
