import type { Kysely } from 'kysely'

// §3 list query parameter functionId (§9 default 7): a saved query scheme belongs to one list, named by its functionId
// (joyhr/schemes/lists.ts). The schemes from before are the staff list's (7); a name is unique per user and list.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('self_scheme')
    .addColumn('function_id', 'integer', (c) => c.notNull().defaultTo(7))
    .execute()
  await db.schema.dropIndex('self_scheme_name_idx').execute()
  await db.schema
    .createIndex('self_scheme_name_idx')
    .on('self_scheme')
    .columns(['tenant_id', 'user_id', 'function_id', 'name'])
    .unique()
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('self_scheme_name_idx').execute()
  await db.deleteFrom('self_scheme').where('function_id', '!=', 7).execute()
  await db.schema.alterTable('self_scheme').dropColumn('function_id').execute()
  await db.schema
    .createIndex('self_scheme_name_idx')
    .on('self_scheme')
    .columns(['tenant_id', 'user_id', 'name'])
    .unique()
    .execute()
}
