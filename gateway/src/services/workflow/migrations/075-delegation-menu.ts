import type { Kysely } from 'kysely'

// The approval centre's Delegation page (7003, open to everyone: auth flag 0) in a database seeded before it. A fresh
// database has no menu yet: the seed adds it (seed/menus.ts) and this does nothing. The item takes id 223 as the
// seed's, or the next free id when another row holds it.

export const DELEGATION_ITEM = { id: 223, code: '7003', zh: '审批委托', en: 'Delegation', link: '/delegation' } as const

export async function up(db: Kysely<any>): Promise<void> {
  const app = await db.selectFrom('menu').select('id').where('code', '=', 'approval').where('parent_id', 'is', null).executeTakeFirst()
  if (!app) return
  if (await db.selectFrom('menu').select('id').where('code', '=', DELEGATION_ITEM.code).executeTakeFirst()) return
  const taken = await db.selectFrom('menu').select('id').where('id', '=', DELEGATION_ITEM.id).executeTakeFirst()
  const { top } = await db.selectFrom('menu').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow()
  const { last } = await db.selectFrom('menu').select((eb) => eb.fn.max('sort').as('last')).where('parent_id', '=', app.id).executeTakeFirstOrThrow()
  await db.insertInto('menu').values({
    id: taken ? Number(top) + 1 : DELEGATION_ITEM.id, parent_id: app.id, app_code: 'approval', code: DELEGATION_ITEM.code,
    name_zh: DELEGATION_ITEM.zh, name_en: DELEGATION_ITEM.en, link_url: DELEGATION_ITEM.link, item_attr: JSON.stringify({ mutp: '1', muShow: 1 }),
    open_type: 1, auth_flag: 0, biz_type_id: null, sort: Number(last ?? 0) + 1, source_app: null, logo_url: '', type: 2,
  }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menu').where('code', '=', DELEGATION_ITEM.code).execute()
}
