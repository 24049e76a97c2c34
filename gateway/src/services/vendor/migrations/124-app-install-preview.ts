import type { Kysely } from 'kysely'

// What an administrator checked before installing: the manifest exactly as the vendor's server answered it, kept by
// its hash, so the install that follows installs that copy and never fetches the URL again.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_install_preview')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('manifest_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_install_preview_pk', ['tenant_id', 'user_id', 'hash'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_install_preview').execute()
}
