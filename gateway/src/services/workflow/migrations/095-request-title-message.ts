import type { Kysely } from 'kysely'

// A request's title as a message key with its parameters (JSON, core/message-text), shown in the reader's language;
// '' for rows written before, which keep showing the stored title.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wf_instance').addColumn('title_message', 'text', (c) => c.notNull().defaultTo('')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wf_instance').dropColumn('title_message').execute()
}
