import type { Db, MenuTable } from '../core/db/types'
import type { AppManifestFile, ManifestMenu } from './manifests'

const itemRow = (manifest: AppManifestFile, item: ManifestMenu, id: number, parentId: number, sort: number): MenuTable => ({
  id, parent_id: parentId, app_code: manifest.code, code: item.functionId, name_zh: item.title['zh-CN'],
  name_en: item.title.en, link_url: item.link,
  item_attr: JSON.stringify({ mutp: '1', muShow: 1, ...(item.keepAlive === false ? { keepAlive: false } : {}) }),
  open_type: item.openType ?? 1,
  auth_flag: 1, biz_type_id: null, sort, source_app: null, logo_url: '', type: 2,
})

/** The manifest's items whose functionId is not yet a menu item or button anywhere. */
async function missingItems(db: Db, manifest: AppManifestFile): Promise<ManifestMenu[]> {
  const ids = manifest.menus.map((item) => item.functionId)
  const [items, buttons] = await Promise.all([
    db.selectFrom('menu').select('code').where('code', 'in', ids).execute(),
    db.selectFrom('menu_button').select('function_id').where('function_id', 'in', ids).execute(),
  ])
  const known = new Set([...items.map((row) => row.code), ...buttons.map((row) => row.function_id)])
  return manifest.menus.filter((item) => !known.has(item.functionId))
}

/** Adds the app's entry when it has none, then the missing items after the entry's last one. */
async function addItems(db: Db, manifest: AppManifestFile, missing: ManifestMenu[]): Promise<void> {
  const top = await db.selectFrom('menu').select([db.fn.max('id').as('id'), db.fn.max('sort').as('sort')]).executeTakeFirst()
  let id = Number(top?.id ?? 0)
  let entry = await db.selectFrom('menu').select('id').where('app_code', '=', manifest.code).where('parent_id', 'is', null).executeTakeFirst()
  if (!entry) {
    entry = { id: ++id }
    await db.insertInto('menu').values({
      id: entry.id, parent_id: null, app_code: manifest.code, code: manifest.code, name_zh: manifest.titleZh,
      name_en: manifest.titleEn, link_url: `/${manifest.code}`, item_attr: '{}', open_type: 1, auth_flag: 1,
      biz_type_id: null, sort: Number(top?.sort ?? 0) + 1, source_app: null, logo_url: '', type: 1,
    }).execute()
  }
  const last = await db.selectFrom('menu').select(db.fn.max('sort').as('sort')).where('parent_id', '=', entry.id).executeTakeFirst()
  const sort = Number(last?.sort ?? 0)
  const parentId = entry.id
  await db.insertInto('menu').values(missing.map((item, index) => itemRow(manifest, item, ++id, parentId, sort + index + 1))).execute()
}

/**
 * Adds every manifest menu item whose functionId is not in the menu table yet to its app (and the
 * app's entry when it has none), so a new page of a running app appears on the next start.
 * Existing entries and items are never changed: administrators may have renamed or reordered them.
 */
export async function syncManifestMenus(db: Db, manifests: AppManifestFile[]): Promise<void> {
  for (const manifest of manifests) {
    if (manifest.menus.length === 0) continue
    try {
      await db.transaction().execute(async (trx) => {
        const missing = await missingItems(trx, manifest)
        if (missing.length) await addItems(trx, manifest, missing)
      })
    } catch (error) {
      // Several gateway processes starting at once: another one added the items first.
      if ((await missingItems(db, manifest)).length) throw error
    }
  }
}
