import type { Kysely } from 'kysely'

// Time-based one-time passwords (RFC 6238): each account's authenticator secret (encrypted), its
// single-use recovery codes (hashed), the sign-ins waiting for the second factor (ticket hashed),
// the tenants' requirement (for administrators, for chosen roles) and the key the secrets are encrypted with.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('totp_recovery_code')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('totp_recovery_code_pk', ['user_id', 'code_hash'])
    .execute()
  await db.schema
    .createTable('totp_pending_login')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'integer')
    .addColumn('remember', 'integer', (c) => c.notNull())
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('any_tenant', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('totp_pending_login_tenant')
    .on('totp_pending_login')
    .columns(['tenant_id', 'user_id'])
    .execute()
  await db.schema.createIndex('totp_pending_login_expires').on('totp_pending_login').column('expires_at').execute()
  await db.schema
    .createTable('totp_policy')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey())
    .addColumn('admins', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('totp_policy_role')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('totp_policy_role_pk', ['tenant_id', 'role_id'])
    .execute()
  await db.schema
    .createTable('totp_key')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'totp_key',
    'totp_policy_role',
    'totp_policy',
    'totp_pending_login',
    'totp_recovery_code',
    'user_totp',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
