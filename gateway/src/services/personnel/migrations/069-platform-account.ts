import type { Kysely } from 'kysely'

// Which messaging-platform user each portal account is (written by directory sync, read to send a
// person their notices through the platform). Tenant data: tenant_id leads every key and index.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('platform_account')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    /** 'wecom' | 'dingtalk' | 'feishu' */
    .addColumn('platform', 'varchar(20)', (c) => c.notNull())
    /** The platform's user id (WeCom userid, DingTalk userid, Feishu user_id). */
    .addColumn('platform_user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('linked_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('platform_account_pk', ['tenant_id', 'platform', 'platform_user_id'])
    .execute()
  await db.schema
    .createIndex('platform_account_user_idx')
    .on('platform_account')
    .columns(['tenant_id', 'user_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('platform_account').execute()
}
