import type { Kysely } from 'kysely'

// A notice's title and body as message keys with their parameters (JSON, core/message-text), shown in the reader's
// language; '' for notices people wrote and for rows written before, which keep showing the stored title and body.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notice')
    .addColumn('title_message', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('notice')
    .addColumn('body_message', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notice').dropColumn('body_message').execute()
  await db.schema.alterTable('notice').dropColumn('title_message').execute()
}
