import type { ManifestError } from '@hr-portal/manifest'
import type { Db, MenuTable } from '../core/db/types'
import type { AppManifestFile, ManifestMenu } from './manifests'
import { manifestFileOf, recordManifestProblem } from './registry'

const itemRow = (manifest: AppManifestFile, item: ManifestMenu, id: number, parentId: number, sort: number): MenuTable => ({
  id, parent_id: parentId, app_code: manifest.code, code: item.functionId, name_zh: item.title['zh-CN'],
  name_en: item.title.en, link_url: item.link,
  item_attr: JSON.stringify({ mutp: '1', muShow: 1, ...(item.keepAlive === false ? { keepAlive: false } : {}) }),
  open_type: item.openType ?? 1,
  auth_flag: 1, biz_type_id: null, sort, source_app: null, logo_url: '', type: 2,
})

/**
 * The manifest's items whose functionId is not yet a menu item or button anywhere (`missing`), and the errors
 * of those whose functionId another app's item or a button already holds (`taken`; never added).
 */
async function missingItems(db: Db, manifest: AppManifestFile): Promise<{ missing: ManifestMenu[]; taken: ManifestError[] }> {
  const ids = manifest.menus.map((item) => item.functionId)
  const [items, buttons] = await Promise.all([
    db.selectFrom('menu').select(['code', 'app_code']).where('code', 'in', ids).execute(),
    db.selectFrom('menu_button').select('function_id').where('function_id', 'in', ids).execute(),
  ])
  const holder = new Map<string, string>([
    ...buttons.map((row) => [row.function_id, ''] as const), ...items.map((row) => [row.code, row.app_code] as const),
  ])
  const taken: ManifestError[] = []
  manifest.menus.forEach((item, i) => {
    const app = holder.get(item.functionId)
    if (app === undefined || app === manifest.code) return
    taken.push(app
      ? { path: `menus[${i}].functionId`, key: 'functionIdTaken', message: `"${item.functionId}" is already a function of app "${app}"`, params: { app, id: item.functionId } }
      : { path: `menus[${i}].functionId`, key: 'functionIdTaken', message: `"${item.functionId}" is already a button's function`, params: { app: '', id: item.functionId } })
  })
  return { missing: manifest.menus.filter((item) => !holder.has(item.functionId)), taken }
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
 * An item whose functionId another app or a button holds is not added; it is named in `manifestProblems`.
 */
export async function syncManifestMenus(db: Db, manifests: AppManifestFile[], log: (message: string) => void = console.warn): Promise<void> {
  for (const manifest of manifests) {
    if (manifest.menus.length === 0) continue
    let taken: ManifestError[] = []
    try {
      await db.transaction().execute(async (trx) => {
        const found = await missingItems(trx, manifest)
        taken = found.taken
        if (found.missing.length) await addItems(trx, manifest, found.missing)
      })
    } catch (error) {
      // Several gateway processes starting at once: another one added the items first.
      if ((await missingItems(db, manifest)).missing.length) throw error
    }
    if (taken.length) {
      const file = manifestFileOf(manifest)
      log(`[registry] ${file}: menus not added: ${taken.map((e) => `${e.path}: ${e.message}`).join('; ')}`)
      recordManifestProblem({ file, refused: false, errors: taken })
    }
  }
}
