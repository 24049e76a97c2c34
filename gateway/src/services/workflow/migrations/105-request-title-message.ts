import type { Kysely } from 'kysely'

// A request's title and summary as message keys with their parameters (JSON, core/message-text), shown in the
// reader's language; '' for rows written before and texts people typed, which keep showing the stored text.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('wf_instance')
    .addColumn('title_message', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('wf_instance')
    .addColumn('summary_message', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wf_instance').dropColumn('summary_message').execute()
  await db.schema.alterTable('wf_instance').dropColumn('title_message').execute()
}
