import type { Kysely } from 'kysely'

// What a delivery's content needs of its recipient when it is sent (recipient-check.ts): `need` holds the function and
// data range as JSON ('' when being employed is enough); `own` marks the recipient's own content (their payslip),
// which reaches them after they left too.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notify_delivery')
    .addColumn('need', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('notify_delivery')
    .addColumn('own', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notify_delivery').dropColumn('own').execute()
  await db.schema.alterTable('notify_delivery').dropColumn('need').execute()
}
