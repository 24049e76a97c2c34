import type { Kysely } from 'kysely'

// The names of the platform's custom attributes a connector reads a person's entry date (WeCom has no field of its
// own; DingTalk's and Feishu's when theirs is empty) and the date they began working from; the administrator sets them
// on the Directory sync page. Existing connectors take the usual names.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('dirsync_connector')
    .addColumn('entry_date_attr', 'varchar(100)', (c) => c.notNull().defaultTo('入职日期'))
    .execute()
  await db.schema
    .alterTable('dirsync_connector')
    .addColumn('work_start_attr', 'varchar(100)', (c) => c.notNull().defaultTo('参加工作时间'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dirsync_connector').dropColumn('work_start_attr').execute()
  await db.schema.alterTable('dirsync_connector').dropColumn('entry_date_attr').execute()
}
