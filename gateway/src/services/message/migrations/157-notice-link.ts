import type { Kysely } from 'kysely'

// The portal path a notice opens (/portal/<app>/…: the request, payslip or task it is about), or null for a notice
// about nothing to open and for rows written before, which keep null.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notice').addColumn('link', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notice').dropColumn('link').execute()
}
