import type { Kysely } from 'kysely'

// Apps installed per tenant from a manifest URL on the vendor's own origin: the version in use with what was
// consented, every version ever consented (to roll back), and developer mode's local builds per session.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_install')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(41)', (c) => c.notNull())
    /** Unique across tenants: gives the installed app's menu items their ids. */
    .addColumn('id', 'integer', (c) => c.notNull().unique())
    .addColumn('manifest_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('origin', 'varchar(200)', (c) => c.notNull())
    .addColumn('entry', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('consented_by', 'integer', (c) => c.notNull())
    .addColumn('consented_at', 'bigint', (c) => c.notNull())
    .addColumn('installed_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_install_pk', ['tenant_id', 'code'])
    .execute()
  await db.schema
    .createTable('app_install_version')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(41)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('manifest_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('consented_by', 'integer', (c) => c.notNull())
    .addColumn('consented_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_install_version_pk', ['tenant_id', 'code', 'version'])
    .execute()
  await db.schema
    .createTable('app_dev_build')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(41)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_dev_build_pk', ['tenant_id', 'session_hash', 'code'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_dev_build').execute()
  await db.schema.dropTable('app_install_version').execute()
  await db.schema.dropTable('app_install').execute()
}
