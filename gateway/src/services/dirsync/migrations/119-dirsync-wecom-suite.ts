import type { Kysely } from 'kysely'

// WeCom third-party app authorisation (services/dirsync/suite-*.ts): the latest suite_ticket WeCom pushed for each
// suite (installation data, not a tenant's), each tenant's authorisation of the suite (pending with its install
// state's nonce, authorised with the company and the sealed permanent code, failed or cancelled), and whether a
// connector gets its token from the suite (auth_mode 'suite') or from a corpsecret ('secret').

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dirsync_suite_ticket')
    .addColumn('suite_id', 'varchar(100)', (c) => c.notNull().primaryKey())
    .addColumn('ticket', 'text', (c) => c.notNull())
    /** The ticket's TimeStamp (ms): an older one arriving late does not replace it. */
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('dirsync_wecom_auth')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('suite_id', 'varchar(100)', (c) => c.notNull())
    /** 'pending' | 'exchanging' | 'authorised' | 'failed' | 'cancelled' */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    /** The nonce of the install state now pending (empty once used). */
    .addColumn('nonce', 'varchar(40)', (c) => c.notNull())
    /** When the pending install link (its pre_auth_code and state) expires. */
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('corp_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('corp_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('agent_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('agent_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth_user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('auth_user_name', 'varchar(200)', (c) => c.notNull())
    /** Sealed with the gateway's at-rest key (uac sealSecret), like a connector's app secret. */
    .addColumn('permanent_code', 'text', (c) => c.notNull())
    /** JSON { zh, en }: why it failed or was cancelled, in both languages. */
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('started_by', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dirsync_wecom_auth_pk', ['tenant_id', 'suite_id'])
    .execute()
  // WeCom's change_auth and cancel_auth name the company only.
  await db.schema
    .createIndex('dirsync_wecom_auth_corp_idx')
    .on('dirsync_wecom_auth')
    .columns(['suite_id', 'corp_id'])
    .execute()

  await db.schema
    .alterTable('dirsync_connector')
    .addColumn('auth_mode', 'varchar(10)', (c) => c.notNull().defaultTo('secret'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dirsync_connector').dropColumn('auth_mode').execute()
  await db.schema.dropTable('dirsync_wecom_auth').execute()
  await db.schema.dropTable('dirsync_suite_ticket').execute()
}
