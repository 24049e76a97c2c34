import type { Kysely } from 'kysely'

// A recruitment channel's name per language (name_zh, name_en) instead of one field holding both ('内部推荐 / Referral'):
// a name written as 'Chinese / English' is split in two; any other name stays as both.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recruit_channel').renameColumn('name', 'name_zh').execute()
  await db.schema
    .alterTable('recruit_channel')
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .execute()
  const rows = await db.selectFrom('recruit_channel').select(['tenant_id', 'id', 'name_zh']).execute()
  for (const row of rows) {
    const [zh, en] = splitName(String(row.name_zh))
    await db
      .updateTable('recruit_channel')
      .set({ name_zh: zh, name_en: en })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom('recruit_channel').select(['tenant_id', 'id', 'name_zh', 'name_en']).execute()
  for (const row of rows) {
    const name =
      row.name_en && row.name_en !== row.name_zh ? `${row.name_zh} / ${row.name_en}`.slice(0, 60) : row.name_zh
    await db
      .updateTable('recruit_channel')
      .set({ name_zh: name })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
  }
  await db.schema.alterTable('recruit_channel').dropColumn('name_en').execute()
  await db.schema.alterTable('recruit_channel').renameColumn('name_zh', 'name').execute()
}

/** 'Chinese / English' as its two parts; a name without that form is the same in both languages. */
export function splitName(name: string): [string, string] {
  const at = name.indexOf(' / ')
  if (at <= 0 || at + 3 >= name.length) return [name, name]
  return [name.slice(0, at).trim(), name.slice(at + 3).trim()]
}
