// The system app's Directory sync page (function 1009, its button 100901: manage connectors and run syncs) in a
// database seeded before it existed. A fresh database has no menu yet: the seed adds the item (seed/menus.ts) and
// this does nothing.
import type { Kysely } from 'kysely'

const FUNCTION = '1009'
const BUTTON = '100901'

export async function up(db: Kysely<any>): Promise<void> {
  const system = await db.selectFrom('menu').select('id').where('code', '=', 'ums').where('parent_id', 'is', null).executeTakeFirst()
  if (!system) return
  if (await db.selectFrom('menu').select('id').where('code', '=', FUNCTION).executeTakeFirst()) return
  const { top } = await db.selectFrom('menu').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow()
  const { last } = await db.selectFrom('menu').select((eb) => eb.fn.max('sort').as('last')).where('parent_id', '=', system.id).executeTakeFirstOrThrow()
  const { topButton } = await db.selectFrom('menu_button').select((eb) => eb.fn.max('id').as('topButton')).executeTakeFirstOrThrow()
  const id = Number(top ?? 0) + 1
  await db.insertInto('menu').values({
    id, parent_id: system.id, app_code: 'ums', code: FUNCTION, name_zh: '通讯录同步', name_en: 'Directory sync',
    link_url: '/directory-sync', item_attr: JSON.stringify({ mutp: '1', muShow: 1 }), open_type: 1, auth_flag: 1, biz_type_id: null,
    sort: Number(last ?? 0) + 1, source_app: null, logo_url: '', type: 2,
  }).execute()
  await db.insertInto('menu_button').values({ id: Number(topButton ?? 0) + 1, menu_id: id, function_id: BUTTON, name_zh: '管理连接与同步', name_en: 'Manage connectors and sync', auth_flag: 1 }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_function').where('function_id', 'in', [FUNCTION, BUTTON]).execute()
  const item = await db.selectFrom('menu').select('id').where('code', '=', FUNCTION).executeTakeFirst()
  if (item) await db.deleteFrom('menu_button').where('menu_id', '=', item.id).execute()
  await db.deleteFrom('menu').where('code', '=', FUNCTION).execute()
}
