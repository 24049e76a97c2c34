import type { Kysely } from 'kysely'

// The master data app's Quick query page (function 8702, its button 870201: save a list's quick filters) in a database
// seeded before it. A fresh database has no menu yet: the seed adds the item (seed/masterdata-menus.ts) and grants it
// to HR Manager (seed/masterdata.ts), and this does nothing; nor does it without the master data app (090 adds the app
// with its first page only, and this page after it). The roles that edit dictionaries (870101) get the page and its
// button, and their users a new permission version so open sessions load the menu.

export const QUICK_QUERY_ITEM = { code: '8702', zh: '快速查询', en: 'Quick query', link: '/quick-query' } as const
export const QUICK_QUERY_BUTTON = { functionId: '870201', zh: '设置快速查询', en: 'Set quick query' } as const
const DICTIONARY_EDITORS = '870101'

export async function up(db: Kysely<any>): Promise<void> {
  const app = await db.selectFrom('menu').select('id').where('code', '=', 'masterdata').where('parent_id', 'is', null).executeTakeFirst()
  if (!app || await db.selectFrom('menu').select('id').where('code', '=', QUICK_QUERY_ITEM.code).executeTakeFirst()) return
  const { top } = await db.selectFrom('menu').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow()
  const { last } = await db.selectFrom('menu').select((eb) => eb.fn.max('sort').as('last')).where('parent_id', '=', app.id).executeTakeFirstOrThrow()
  const { topButton } = await db.selectFrom('menu_button').select((eb) => eb.fn.max('id').as('topButton')).executeTakeFirstOrThrow()
  const id = Number(top ?? 0) + 1
  await db.insertInto('menu').values({
    id, parent_id: app.id, app_code: 'masterdata', code: QUICK_QUERY_ITEM.code, name_zh: QUICK_QUERY_ITEM.zh, name_en: QUICK_QUERY_ITEM.en,
    link_url: QUICK_QUERY_ITEM.link, item_attr: JSON.stringify({ mutp: '1', muShow: 1 }), open_type: 1, auth_flag: 1, biz_type_id: null,
    sort: Number(last ?? 0) + 1, source_app: null, logo_url: '', type: 2,
  }).execute()
  await db.insertInto('menu_button').values({
    id: Number(topButton ?? 0) + 1, menu_id: id, function_id: QUICK_QUERY_BUTTON.functionId, name_zh: QUICK_QUERY_BUTTON.zh, name_en: QUICK_QUERY_BUTTON.en, auth_flag: 1,
  }).execute()
  const roles = [...new Set((await db.selectFrom('role_function').select('role_id').where('function_id', '=', DICTIONARY_EDITORS).execute()).map((row) => row.role_id as number))]
  if (!roles.length) return
  await db.deleteFrom('role_function').where('role_id', 'in', roles).where('function_id', 'in', [QUICK_QUERY_ITEM.code, QUICK_QUERY_BUTTON.functionId]).execute()
  await db.insertInto('role_function').values(roles.flatMap((role_id) => [
    { role_id, function_id: QUICK_QUERY_ITEM.code }, { role_id, function_id: QUICK_QUERY_BUTTON.functionId },
  ])).execute()
  const users = await db.selectFrom('user_role').select('user_id').where('role_id', 'in', roles).execute()
  if (!users.length) return
  await db.updateTable('app_user').set((eb) => ({ perm_version: eb('perm_version', '+', 1) }))
    .where('id', 'in', [...new Set(users.map((user) => user.user_id as number))]).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_function').where('function_id', 'in', [QUICK_QUERY_ITEM.code, QUICK_QUERY_BUTTON.functionId]).execute()
  const item = await db.selectFrom('menu').select('id').where('code', '=', QUICK_QUERY_ITEM.code).executeTakeFirst()
  if (item) await db.deleteFrom('menu_button').where('menu_id', '=', item.id).execute()
  await db.deleteFrom('menu').where('code', '=', QUICK_QUERY_ITEM.code).execute()
}
