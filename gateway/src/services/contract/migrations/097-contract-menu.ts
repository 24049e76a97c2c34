import type { Kysely } from 'kysely'

// The personnel app's Contracts page (1104, button 110401 Manage contracts) in a database seeded before it. A fresh
// database has no menu yet: the seed adds it (seed/menus.ts) and this does nothing. The item takes id 334 (its button 333) as the
// seed's, or the next free id when another row holds it; the page is granted by each tenant's administrators.

export const CONTRACTS_ITEM = { id: 334, code: '1104', zh: '劳动合同', en: 'Contracts', link: '/contracts' } as const
export const MANAGE_BUTTON = { id: 333, functionId: '110401', zh: '管理合同', en: 'Manage contracts' } as const

export async function up(db: Kysely<any>): Promise<void> {
  const app = await db.selectFrom('menu').select('id').where('code', '=', 'personnel').where('parent_id', 'is', null).executeTakeFirst()
  if (!app) return
  if (await db.selectFrom('menu').select('id').where('code', '=', CONTRACTS_ITEM.code).executeTakeFirst()) return
  const taken = await db.selectFrom('menu').select('id').where('id', '=', CONTRACTS_ITEM.id).executeTakeFirst()
  const { top } = await db.selectFrom('menu').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow()
  const { last } = await db.selectFrom('menu').select((eb) => eb.fn.max('sort').as('last')).where('parent_id', '=', app.id).executeTakeFirstOrThrow()
  const id = taken ? Number(top) + 1 : CONTRACTS_ITEM.id
  await db.insertInto('menu').values({
    id, parent_id: app.id, app_code: 'personnel', code: CONTRACTS_ITEM.code, name_zh: CONTRACTS_ITEM.zh, name_en: CONTRACTS_ITEM.en,
    link_url: CONTRACTS_ITEM.link, item_attr: JSON.stringify({ mutp: '1', muShow: 1 }), open_type: 1, auth_flag: 1, biz_type_id: null,
    sort: Number(last ?? 0) + 1, source_app: null, logo_url: '', type: 2,
  }).execute()
  const buttonTaken = await db.selectFrom('menu_button').select('id').where('id', '=', MANAGE_BUTTON.id).executeTakeFirst()
  const { topButton } = await db.selectFrom('menu_button').select((eb) => eb.fn.max('id').as('topButton')).executeTakeFirstOrThrow()
  await db.insertInto('menu_button').values({
    id: buttonTaken ? Number(topButton) + 1 : MANAGE_BUTTON.id, menu_id: id, function_id: MANAGE_BUTTON.functionId,
    name_zh: MANAGE_BUTTON.zh, name_en: MANAGE_BUTTON.en, auth_flag: 1,
  }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  const item = await db.selectFrom('menu').select('id').where('code', '=', CONTRACTS_ITEM.code).executeTakeFirst()
  if (!item) return
  await db.deleteFrom('menu_button').where('menu_id', '=', item.id).execute()
  await db.deleteFrom('menu').where('id', '=', item.id).execute()
}
