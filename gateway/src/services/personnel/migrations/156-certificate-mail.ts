import type { Kysely } from 'kysely'

// A leaving case keeps when HR sent the termination certificate to the leaver and to which address (the record's
// e-mail at that moment): null and '' until sent.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leaving_case').addColumn('certificate_sent_at', 'bigint').execute()
  await db.schema
    .alterTable('leaving_case')
    .addColumn('certificate_sent_to', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leaving_case').dropColumn('certificate_sent_to').execute()
  await db.schema.alterTable('leaving_case').dropColumn('certificate_sent_at').execute()
}
