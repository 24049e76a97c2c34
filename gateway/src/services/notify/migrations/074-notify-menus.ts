// The system app's Notification deliveries page (function 101001) in a database seeded before it existed. A fresh
// database has no menu yet: the seed adds the item (seed/menus.ts) and this does nothing.
import type { Kysely } from 'kysely'

const FUNCTION = '101001'

export async function up(db: Kysely<any>): Promise<void> {
  const system = await db.selectFrom('menu').select('id').where('code', '=', 'ums').where('parent_id', 'is', null).executeTakeFirst()
  if (!system) return
  if (await db.selectFrom('menu').select('id').where('code', '=', FUNCTION).executeTakeFirst()) return
  // The seed's id when it is free, else the next above the highest.
  const taken = await db.selectFrom('menu').select('id').where('id', '=', 440).executeTakeFirst()
  const { top } = await db.selectFrom('menu').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow()
  const { last } = await db.selectFrom('menu').select((eb) => eb.fn.max('sort').as('last')).where('parent_id', '=', system.id).executeTakeFirstOrThrow()
  await db.insertInto('menu').values({
    id: taken ? Number(top ?? 0) + 1 : 440, parent_id: system.id, app_code: 'ums', code: FUNCTION, name_zh: '通知发送记录', name_en: 'Notification deliveries',
    link_url: '/notification-deliveries', item_attr: JSON.stringify({ mutp: '1', muShow: 1 }), open_type: 1, auth_flag: 1, biz_type_id: null,
    sort: Number(last ?? 0) + 1, source_app: null, logo_url: '', type: 2,
  }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_function').where('function_id', '=', FUNCTION).execute()
  await db.deleteFrom('menu').where('code', '=', FUNCTION).execute()
}
