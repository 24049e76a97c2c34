import type { Kysely } from 'kysely'

// Directory sync's safeguards (services/dirsync): each tenant's limit on how many people one sync may offboard
// before an administrator confirms; what a run waiting for that confirmation re-reads (the callbacks' changes), the
// lease it holds and when it last showed it is alive (an interrupted run is closed); refused callbacks counted per
// minute in one audit row; and the hash of the browser key that binds a WeCom install link to the browser that asked.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dirsync_removal_limit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().primaryKey())
    /** A sync that would offboard at least this many people waits for confirmation. */
    .addColumn('min_people', 'integer', (c) => c.notNull())
    /** … or at least this share (per cent) of the tenant's staff on the job. */
    .addColumn('min_percent', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .alterTable('dirsync_run')
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('dirsync_run')
    .addColumn('lease_holder', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('dirsync_run')
    .addColumn('alive_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('dirsync_run_status_idx')
    .on('dirsync_run')
    .columns(['tenant_id', 'platform', 'status'])
    .execute()
  await db.schema
    .alterTable('dirsync_audit')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('dirsync_wecom_auth')
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dirsync_wecom_auth').dropColumn('browser_hash').execute()
  await db.schema.alterTable('dirsync_audit').dropColumn('count').execute()
  await db.schema.dropIndex('dirsync_run_status_idx').execute()
  for (const column of ['alive_at', 'lease_holder', 'changes'])
    await db.schema.alterTable('dirsync_run').dropColumn(column).execute()
  await db.schema.dropTable('dirsync_removal_limit').execute()
}
