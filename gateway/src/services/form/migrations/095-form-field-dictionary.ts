import type { Kysely } from 'kysely'

// A custom form's select field may take its options from one of the tenant's dictionaries (services/masterdata) by
// code instead of options of its own. Fields from before keep their own options (no dictionary).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('custom_form_field').addColumn('dictionary', 'varchar(40)').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('custom_form_field').dropColumn('dictionary').execute()
}
