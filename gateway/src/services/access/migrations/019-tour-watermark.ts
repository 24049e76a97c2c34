import type { Kysely } from 'kysely'

// Guided tour and watermark: which tours a user has finished in a tenant
// (the shell's first-sign-in tour shows until then), and each tenant's company settings (§7
// CompanySetting watermark load). Both are tenant data: tenant_id leads their keys.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tour_completion')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('tour_id', 'varchar(60)', (c) => c.notNull())
    /** 'completed' (the last step's Done) or 'closed' (Esc or ×): either way the tour does not come back by itself. */
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('completed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_completion_pk', ['tenant_id', 'user_id', 'tour_id'])
    .execute()
  await db.schema
    .createTable('company_setting')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey())
    /** 1: the shell and first-party apps show the user's name and job number as a watermark. */
    .addColumn('watermark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_setting').execute()
  await db.schema.dropTable('tour_completion').execute()
}
