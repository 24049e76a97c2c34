import type { Kysely } from 'kysely'

// Directory sync (services/dirsync): each tenant's connector per messaging platform, the links between the
// platform's departments and members and the portal's units and staff, the sync log (runs and their records),
// the callbacks already applied, and the lease of the scheduled catch-up. tenant_id leads every key and index.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dirsync_connector')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(20)', (c) => c.notNull())
    .addColumn('corp_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('app_key', 'varchar(100)', (c) => c.notNull())
    /** The app secret, callback token and key, sealed with the gateway's at-rest key (uac sealSecret). */
    .addColumn('app_secret', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('callback_token', 'text', (c) => c.notNull())
    .addColumn('callback_key', 'text', (c) => c.notNull())
    .addColumn('api_url', 'varchar(300)', (c) => c.notNull())
    /** JSON: field → 'platform' | 'portal'. */
    .addColumn('field_rules', 'text', (c) => c.notNull())
    /** Minutes between scheduled catch-up syncs; 0 = off. */
    .addColumn('catchup_minutes', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    /** The language of the administrator who saved it: the words of the portal's refusals in callback and scheduled runs. */
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_catchup_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_holder', 'varchar(64)', (c) => c.notNull())
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dirsync_connector_pk', ['tenant_id', 'platform'])
    .execute()

  await db.schema
    .createTable('dirsync_unit_link')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(20)', (c) => c.notNull())
    .addColumn('department_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dirsync_unit_link_pk', ['tenant_id', 'platform', 'department_id'])
    .execute()

  await db.schema
    .createTable('dirsync_member_link')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dirsync_member_link_pk', ['tenant_id', 'platform', 'member_id'])
    .execute()
  await db.schema
    .createIndex('dirsync_member_link_employee_idx')
    .on('dirsync_member_link')
    .columns(['tenant_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('dirsync_run')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('platform', 'varchar(20)', (c) => c.notNull())
    /** 'manual' | 'callback' | 'schedule' | 'retry' | 'old-product' */
    .addColumn('trigger', 'varchar(20)', (c) => c.notNull())
    .addColumn('dry_run', 'integer', (c) => c.notNull())
    /** Who started it (null for callbacks and scheduled runs). */
    .addColumn('user_id', 'integer')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    /** 'running' | 'done' | 'failed' */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    /** JSON counts per result. */
    .addColumn('counts', 'text', (c) => c.notNull())
    /** Why the whole run failed (a platform error), in the words of the one who started it. */
    .addColumn('error', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dirsync_run_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('dirsync_run_started_idx')
    .on('dirsync_run')
    .columns(['tenant_id', 'started_at'])
    .execute()

  await db.schema
    .createTable('dirsync_record')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('run_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** 'unit' | 'member' */
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('platform_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    /** 'create' | 'update' | 'move' | 'disable' | 'remove' | 'link' | 'none' */
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    /** 'created' | 'updated' | 'moved' | 'disabled' | 'removed' | 'skipped' | 'failed' | 'planned' */
    .addColumn('result', 'varchar(10)', (c) => c.notNull())
    /** JSON: [{ field, before, after }] */
    .addColumn('changes', 'text', (c) => c.notNull())
    /** JSON { key, vars } of the reason, worded when read; or { text } for the portal's own refusal. */
    .addColumn('reason', 'text', (c) => c.notNull())
    /** 1 once a retry applied this failed record again. */
    .addColumn('retried', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dirsync_record_pk', ['tenant_id', 'run_id', 'seq'])
    .execute()

  await db.schema
    .createTable('dirsync_replay')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('replay_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dirsync_replay_pk', ['tenant_id', 'replay_key'])
    .execute()

  await db.schema
    .createTable('dirsync_audit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    /** Who did it (null for a platform's callback). */
    .addColumn('user_id', 'integer')
    /** 'connector.save' | 'sync.start' | 'sync.retry' | 'callback.refused' | 'oldProduct.sync' */
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('platform', 'varchar(20)', (c) => c.notNull())
    /** JSON; never a secret. */
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dirsync_audit_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('dirsync_audit_at_idx').on('dirsync_audit').columns(['tenant_id', 'at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'dirsync_audit',
    'dirsync_replay',
    'dirsync_record',
    'dirsync_run',
    'dirsync_member_link',
    'dirsync_unit_link',
    'dirsync_connector',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
