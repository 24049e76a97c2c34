import type { Kysely } from 'kysely'

// Brands by system code (§1, §3 system info): the host's code picks the system name, logo, link,
// theme and the two brand-specific service segments of §7. Global, not tenant data.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('brand')
    .addColumn('sys_code', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('id', 'integer', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'integer')
    .addColumn('sys_name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text', (c) => c.notNull())
    .addColumn('theme_id', 'varchar(20)', (c) => c.notNull())
    /** Comma-separated: the two brand-specific service segments. */
    .addColumn('segments', 'text', (c) => c.notNull())
    /** System type sent with getLoginPermission (§6: weihai asks with 2); 1 for the others. */
    .addColumn('system_type', 'integer', (c) => c.notNull())
    /** Comma-separated app codes outside this brand's permission set. */
    .addColumn('hidden_apps', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('brand').execute()
}
