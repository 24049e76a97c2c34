import type { Kysely } from 'kysely'

// A user's notices are listed newest first, ties by notice id (the notices page and the bell): an index in that
// order reads a page's receipts without sorting all of the user's.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('notice_receipt_list_idx')
    .on('notice_receipt')
    .columns(['tenant_id', 'user_id', 'created_at desc', 'notice_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notice_receipt_list_idx').execute()
}
