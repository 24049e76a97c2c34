// Core baseline: changes core's role table.
import type { Kysely } from 'kysely'

// A role's name in both languages: `name` is the Chinese name, `name_en` the English one (null: the name is shown in
// English too). The built-in roles of a database seeded before were named in English: they take their Chinese name
// and keep the English one as name_en. Any other role keeps its name and has no English name.

/** The English names the demo seed, company registration and outsourcing gave roles, with their Chinese names. */
const BUILT_IN: Record<string, string> = {
  'HR Manager': '人事经理',
  Staff: '员工',
  Manager: '经理',
  'Report viewer': '报表查看员',
  Administrator: '管理员',
  'Outsourced worker': '外包人员',
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('role').addColumn('name_en', 'varchar(100)').execute()
  for (const [en, zh] of Object.entries(BUILT_IN)) {
    await db
      .updateTable('role')
      .set({ name: zh, name_en: en })
      .where('name', '=', en)
      .where('name_en', 'is', null)
      .execute()
  }
}

// The built-in roles get their English name back; an English name given to any other role is lost.
export async function down(db: Kysely<any>): Promise<void> {
  for (const [en, zh] of Object.entries(BUILT_IN)) {
    await db.updateTable('role').set({ name: en }).where('name', '=', zh).where('name_en', '=', en).execute()
  }
  await db.schema.alterTable('role').dropColumn('name_en').execute()
}
