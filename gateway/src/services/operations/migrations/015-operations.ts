import type { Kysely } from 'kysely'

// Operations platform (§7 operations version notice and click): version notices
// that platform operators publish for one brand or all, and which account has read which notice.
// Cross-tenant by design (operators serve every tenant), so no tenant_id: see tenant-keys.test.ts.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operations_notice')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('version', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    /** Shown from this moment on (epoch ms). */
    .addColumn('publish_at', 'bigint', (c) => c.notNull())
    /** The brand's system code, or null for every brand. */
    .addColumn('sys_code', 'varchar(40)')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('operations_notice_publish_idx').on('operations_notice').columns(['publish_at']).execute()
  await db.schema
    .createTable('operations_notice_read')
    .addColumn('notice_id', 'varchar(36)', (c) => c.notNull().references('operations_notice.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('operations_notice_read_pk', ['notice_id', 'user_id'])
    .execute()
  await db.schema
    .createIndex('operations_notice_read_user_idx')
    .on('operations_notice_read')
    .columns(['user_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operations_notice_read').execute()
  await db.schema.dropTable('operations_notice').execute()
}
