// Core baseline: creates core's own tables (accounts, tenants of an account, roles, menus, sessions).
import type { Kysely } from 'kysely'

// Accounts, roles, menus and sessions. Portable schema-builder calls only.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('user_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('real_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_salt', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('employee_id', 'integer', (c) => c.references('employee.id'))
    .addColumn('is_super', 'integer', (c) => c.notNull())
    .addColumn('perm_version', 'integer', (c) => c.notNull())
    .addColumn('head_url', 'varchar(500)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('user_tenant')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addPrimaryKeyConstraint('user_tenant_pk', ['user_id', 'tenant_id'])
    .execute()

  await db.schema
    .createTable('role')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('role_function')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id'))
    .addColumn('function_id', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_function_pk', ['role_id', 'function_id'])
    .execute()

  await db.schema
    .createTable('user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id'))
    .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
    .execute()

  await db.schema
    .createTable('menu')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('menu.id'))
    .addColumn('app_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('item_attr', 'text', (c) => c.notNull())
    .addColumn('open_type', 'integer', (c) => c.notNull())
    .addColumn('auth_flag', 'integer', (c) => c.notNull())
    .addColumn('biz_type_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('source_app', 'varchar(50)')
    .addColumn('logo_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('menu_button')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menu.id'))
    .addColumn('function_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('auth_flag', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('session')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('perm_seen', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = ['session', 'menu_button', 'menu', 'user_role', 'role_function', 'role', 'user_tenant', 'app_user']
  for (const table of tables) await db.schema.dropTable(table).execute()
}
