// Core baseline (several owners): creates core's sign_in_history, uac's password-changed and super-login tables and ops's platform_operator.
import type { Kysely } from 'kysely'

// Account security: the sign-in history each user reads in the security
// settings, when each user last changed the password, platform operators and their super-login tickets and audit, and the nonces of
// old-version hand-offs. History and audit rows belong to a tenant: tenant_id leads their keys.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_history')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull())
    .addColumn('method', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_history_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('sign_in_history_user_idx').on('sign_in_history').columns(['user_id', 'at']).execute()
  await db.schema
    .createTable('password_changed')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('platform_operator')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('super_login_ticket')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema
    .createTable('super_login_audit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('operator_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull())
    .addPrimaryKeyConstraint('super_login_audit_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('super_login_audit_at_idx').on('super_login_audit').columns(['at']).execute()
  await db.schema
    .createTable('old_login_nonce')
    .addColumn('nonce', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'old_login_nonce',
    'super_login_audit',
    'super_login_ticket',
    'platform_operator',
    'password_changed',
    'sign_in_history',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
