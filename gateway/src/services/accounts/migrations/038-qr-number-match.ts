import type { Kysely } from 'kysely'

// QR login number matching: the desktop shows a two-digit number beside its QR code; the phone
// offers it among two others (the choices are fixed when the ticket is made, so a reload of the
// phone page shows the same three) and the sign-in goes on only when the phone picks it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('qr_login_ticket')
    .addColumn('match_number', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  /** The three numbers the phone offers, comma-separated, in the order shown. */
  await db.schema
    .alterTable('qr_login_ticket')
    .addColumn('match_choices', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('qr_login_ticket').dropColumn('match_choices').execute()
  await db.schema.alterTable('qr_login_ticket').dropColumn('match_number').execute()
}
