import type { Kysely } from 'kysely'

// Patch card (§9 'patch card'): a missed clock-in or clock-out, corrected through the workflow
// (bizType 'patchCard'). Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('patch_card')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** YYYY-MM-DD and HH:MM of the missed punch; kind 'in' or 'out'. */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull())
    .addColumn('kind', 'varchar(3)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    /** 'pending', 'approved', 'rejected' or 'cancelled'. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('patch_card_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('patch_card_user_idx').on('patch_card').columns(['tenant_id', 'user_id', 'day']).execute()
}
