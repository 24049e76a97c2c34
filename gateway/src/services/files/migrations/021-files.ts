import type { Kysely } from 'kysely'

// File centre (§7 /filecenter/web/upLoad): the files of each tenant's users (uploads,
// exports and import error reports) and the import tasks with their progress, so any gateway process
// can answer getProgress. Tenant data: tenant_id leads every key and index (tenant-keys.test.ts).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_object')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** The name the file was uploaded with (or the generated report's name). */
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    /** Object key in the store: prefix/yyyy/mm/dd/<timestamp><9 random><.ext> (§9). */
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    /** Media type sniffed from the content. */
    .addColumn('type', 'varchar(120)', (c) => c.notNull())
    /** 'upload' (the user's own), 'export' or 'import-errors' (made for the user: the download list). */
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_object_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('file_object_user_idx')
    .on('file_object')
    .columns(['tenant_id', 'user_id', 'kind', 'created_at'])
    .execute()
  await db.schema
    .createTable('file_task')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** What the task does: 'staff-import'. */
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    /** The uploaded source file (file_object.id). */
    .addColumn('file_id', 'varchar(36)', (c) => c.notNull())
    /** 'pending', 'running', 'done', 'failed' or 'cancelled'. */
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('ok_count', 'integer', (c) => c.notNull())
    .addColumn('fail_count', 'integer', (c) => c.notNull())
    /** The report of the refused rows (file_object.id), once the task is done with failures. */
    .addColumn('error_file_id', 'varchar(36)')
    /** Why a task failed as a whole (an unreadable file …), else ''. */
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_task_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('file_task_user_idx')
    .on('file_task')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_task').execute()
  await db.schema.dropTable('file_object').execute()
}
