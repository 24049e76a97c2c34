import type { Kysely } from 'kysely'

// The attendance app's Leave types page (8011: hourly leave, backdating, who may take a type, paid and tracked, the
// company's own types) in a database seeded before it. A fresh database has no menu yet: the seed adds the item
// (seed/menus.ts) and grants it to HR Manager (seed/accounts.ts), and this does nothing. The item takes the seed's id
// 391, or the next above the highest when another row holds it. The roles that set how long time off in lieu lasts
// (801001) are HR's: they get the page, and their users a new permission version so open sessions load its menu.

export const LEAVE_TYPES_ITEM = { id: 391, code: '8011', zh: '假期类型', en: 'Leave types', link: '/leave-types' } as const
const HR_FUNCTION = '801001'

export async function up(db: Kysely<any>): Promise<void> {
  const app = await db.selectFrom('menu').select('id').where('code', '=', 'kaoqin').where('parent_id', 'is', null).executeTakeFirst()
  if (!app || await db.selectFrom('menu').select('id').where('code', '=', LEAVE_TYPES_ITEM.code).executeTakeFirst()) return
  const taken = await db.selectFrom('menu').select('id').where('id', '=', LEAVE_TYPES_ITEM.id).executeTakeFirst()
  const { top } = await db.selectFrom('menu').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow()
  const { last } = await db.selectFrom('menu').select((eb) => eb.fn.max('sort').as('last')).where('parent_id', '=', app.id).executeTakeFirstOrThrow()
  await db.insertInto('menu').values({
    id: taken ? Number(top) + 1 : LEAVE_TYPES_ITEM.id, parent_id: app.id, app_code: 'kaoqin', code: LEAVE_TYPES_ITEM.code,
    name_zh: LEAVE_TYPES_ITEM.zh, name_en: LEAVE_TYPES_ITEM.en, link_url: LEAVE_TYPES_ITEM.link, item_attr: JSON.stringify({ mutp: '1', muShow: 1 }),
    open_type: 1, auth_flag: 1, biz_type_id: null, sort: Number(last ?? 0) + 1, source_app: null, logo_url: '', type: 2,
  }).execute()
  const roles = await db.selectFrom('role_function').select('role_id').where('function_id', '=', HR_FUNCTION)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('role_function as granted').select('granted.role_id')
      .whereRef('granted.role_id', '=', 'role_function.role_id').where('granted.function_id', '=', LEAVE_TYPES_ITEM.code))))
    .execute()
  if (roles.length === 0) return
  const ids = [...new Set(roles.map((role) => role.role_id))]
  await db.insertInto('role_function').values(ids.map((role_id) => ({ role_id, function_id: LEAVE_TYPES_ITEM.code }))).execute()
  const users = await db.selectFrom('user_role').select('user_id').where('role_id', 'in', ids).execute()
  if (users.length === 0) return
  await db.updateTable('app_user').set((eb) => ({ perm_version: eb('perm_version', '+', 1) }))
    .where('id', 'in', [...new Set(users.map((user) => user.user_id))]).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_function').where('function_id', '=', LEAVE_TYPES_ITEM.code).execute()
  await db.deleteFrom('menu').where('code', '=', LEAVE_TYPES_ITEM.code).execute()
}
