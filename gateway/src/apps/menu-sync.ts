import type { Db } from '../core/db/types'
import type { AppManifestFile } from './manifests'

/** Adds the menu entry and items of every manifest app that has none yet (never changes existing ones). */
export async function syncManifestMenus(db: Db, manifests: AppManifestFile[]): Promise<void> {
  for (const manifest of manifests) {
    if (manifest.menus.length === 0) continue
    const existing = await db.selectFrom('menu').select('id').where('app_code', '=', manifest.code).executeTakeFirst()
    if (existing) continue
    const top = await db.selectFrom('menu').select([db.fn.max('id').as('id'), db.fn.max('sort').as('sort')]).executeTakeFirst()
    let id = Number(top?.id ?? 0) + 1
    const appId = id
    await db.insertInto('menu').values({
      id: appId, parent_id: null, app_code: manifest.code, code: manifest.code, name_zh: manifest.titleZh,
      name_en: manifest.titleEn, link_url: `/${manifest.code}`, item_attr: '{}', open_type: 1, auth_flag: 1,
      biz_type_id: null, sort: Number(top?.sort ?? 0) + 1, source_app: null, logo_url: '', type: 1,
    }).execute()
    for (const [index, item] of manifest.menus.entries()) {
      id += 1
      await db.insertInto('menu').values({
        id, parent_id: appId, app_code: manifest.code, code: item.functionId, name_zh: item.title['zh-CN'],
        name_en: item.title.en, link_url: item.link,
        item_attr: JSON.stringify({ mutp: '1', muShow: 1, ...(item.keepAlive === false ? { keepAlive: false } : {}) }),
        open_type: item.openType ?? 1,
        auth_flag: 1, biz_type_id: null, sort: index + 1, source_app: null, logo_url: '', type: 2,
      }).execute()
    }
  }
}
