import type { Kysely } from 'kysely'

/** One menu item an app's migration adds: its code (the function id), names, link, and its buttons' functions. */
export interface MigrationMenuItem {
  code: string
  zh: string
  en: string
  link: string
  /** Shown without a function grant (auth flag 0). */
  open?: true
  /** Not listed in the menu; opened by intent only (muShow 0). */
  hidden?: true
  /** [function id, Chinese name, English name] */
  buttons?: Array<[string, string, string]>
}

export interface MigrationMenuApp { code: string; zh: string; en: string; link: string; items: MigrationMenuItem[] }

/**
 * The body of a migration that brings new apps' menus to a database seeded before them (a fresh database has no menu
 * yet: the seed adds them and this does nothing; nor does it when an app of `apps` is there already). New rows take
 * ids above the highest and sort after the last entry; pages open to everyone need no grant, the others are granted
 * by each tenant's administrators. Migrations call it: what it writes for a given list must never change.
 */
export async function addAppMenus(db: Kysely<any>, apps: MigrationMenuApp[]): Promise<void> {
  if (!(await db.selectFrom('menu').select('id').where('code', '=', 'ums').executeTakeFirst())) return
  if (await db.selectFrom('menu').select('id').where('code', 'in', apps.map((app) => app.code)).where('parent_id', 'is', null).executeTakeFirst()) return
  let { top } = await db.selectFrom('menu').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow()
  let { topButton } = await db.selectFrom('menu_button').select((eb) => eb.fn.max('id').as('topButton')).executeTakeFirstOrThrow()
  const nextId = () => (top = Number(top ?? 0) + 1)
  const nextButton = () => (topButton = Number(topButton ?? 0) + 1)
  let sort = Number((await db.selectFrom('menu').select((eb) => eb.fn.max('sort').as('last')).where('parent_id', 'is', null).executeTakeFirstOrThrow()).last ?? 0)
  for (const app of apps) {
    const appId = nextId()
    await db.insertInto('menu').values({
      id: appId, parent_id: null, app_code: app.code, code: app.code, name_zh: app.zh, name_en: app.en, link_url: app.link,
      item_attr: '{}', open_type: 1, auth_flag: 1, biz_type_id: null, sort: (sort += 1), source_app: null, logo_url: '', type: 1,
    }).execute()
    for (const [index, item] of app.items.entries()) {
      const id = nextId()
      await db.insertInto('menu').values({
        id, parent_id: appId, app_code: app.code, code: item.code, name_zh: item.zh, name_en: item.en, link_url: item.link,
        item_attr: JSON.stringify({ mutp: '1', muShow: item.hidden ? 0 : 1 }), open_type: 1, auth_flag: item.open ? 0 : 1, biz_type_id: null,
        sort: index + 1, source_app: null, logo_url: '', type: 2,
      }).execute()
      for (const [functionId, zh, en] of item.buttons ?? []) {
        await db.insertInto('menu_button').values({ id: nextButton(), menu_id: id, function_id: functionId, name_zh: zh, name_en: en, auth_flag: 1 }).execute()
      }
    }
  }
}

/** The migration's way back: removes the apps' entries, items and buttons. */
export async function removeAppMenus(db: Kysely<any>, apps: MigrationMenuApp[]): Promise<void> {
  const codes = apps.flatMap((app) => app.items.map((item) => item.code))
  const ids = (await db.selectFrom('menu').select('id').where('code', 'in', codes).execute()).map((row) => row.id as number)
  if (ids.length) await db.deleteFrom('menu_button').where('menu_id', 'in', ids).execute()
  await db.deleteFrom('menu').where('code', 'in', [...codes, ...apps.map((app) => app.code)]).execute()
}
