import type { Kysely } from 'kysely'

// The delivery queue of verification codes: a request only adds a row here (for a destination
// without an account too, marked not to send), and a worker in every gateway process sends the
// due rows, retrying with a back-off. Not tenant data: codes belong to a phone or an address.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('code_delivery')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('destination', 'varchar(200)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    /** The message with the code; emptied once the row is done. */
    .addColumn('body', 'text', (c) => c.notNull())
    /** 1: send it; 0: a destination without an account, nothing goes out. */
    .addColumn('send', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** The code's own expiry: a row not sent by then is dropped. */
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    /** When a worker may take it next (a worker that takes it moves this past its lease). */
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'varchar(300)', (c) => c.notNull())
    /** 'sent', 'skipped', 'failed' or 'expired'; null while waiting. */
    .addColumn('outcome', 'varchar(10)')
    .addColumn('done_at', 'bigint')
    .execute()
  await db.schema.createIndex('code_delivery_due').on('code_delivery').columns(['done_at', 'next_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_delivery').execute()
}
