import type { Kysely } from 'kysely'

// Files sent with an e-mail delivery (a subscribed report's workbook): kept once per event, referred to by the
// delivery's attachment_id (empty: no file).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notify_attachment')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('filename', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(200)', (c) => c.notNull())
    /** The file's bytes as base64. */
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notify_attachment_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .alterTable('notify_delivery')
    .addColumn('attachment_id', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notify_delivery').dropColumn('attachment_id').execute()
  await db.schema.dropTable('notify_attachment').execute()
}
