import type { Kysely } from 'kysely'

// The employee's social insurance and housing fund of a withholding record by part (pension, medical, unemployment,
// housing fund) as JSON, so the filing fills the template's four columns; '' for records made before.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('etax_withholding')
    .addColumn('social_detail', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('etax_withholding').dropColumn('social_detail').execute()
}
