// Core baseline (several owners): creates message's verification_code, attempt_counter and captcha_pass and uac's captcha_challenge.
import type { Kysely } from 'kysely'

// Verification codes (SMS, e-mail), captcha challenges and passes, and the counters of the
// brute-force limits on them. None of it is tenant data: codes belong to a phone or an address.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('destination', 'varchar(200)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('salt', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('verification_code_destination')
    .on('verification_code')
    .columns(['destination', 'channel', 'purpose', 'created_at'])
    .execute()
  await db.schema
    .createTable('captcha_challenge')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('answer', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema
    .createTable('captcha_pass')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema
    .createTable('attempt_counter')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['attempt_counter', 'captcha_pass', 'captcha_challenge', 'verification_code']) {
    await db.schema.dropTable(table).execute()
  }
}
