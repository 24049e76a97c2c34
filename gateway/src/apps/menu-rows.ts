// A manifest's menus as menu-table rows: one way for the first-party apps' stored menus (menu-sync.ts) and the rows
// a tenant's installed vendor app is listed with (services/vendor/installs/installed.ts).
import type { MenuButtonTable, MenuTable } from '../core/db/types'
import type { AppManifestFile, ManifestMenu } from './manifests'

/** A menu entry (a top-level row): the app code it opens, its titles, and the link `/<code>`. */
export const menuEntryRow = (code: string, title: { zh: string; en: string }, id: number, sort: number): MenuTable => ({
  id,
  parent_id: null,
  app_code: code,
  code,
  name_zh: title.zh,
  name_en: title.en,
  link_url: `/${code}`,
  item_attr: '{}',
  open_type: 1,
  auth_flag: 1,
  biz_type_id: null,
  sort,
  source_app: null,
  logo_url: '',
  type: 1,
})

/** A menu item of the entry `appCode`: its function id is its code; open pages need no grant, hidden ones are not listed. */
export const menuItemRow = (
  appCode: string,
  item: ManifestMenu,
  id: number,
  parentId: number,
  sort: number,
): MenuTable => ({
  id,
  parent_id: parentId,
  app_code: appCode,
  code: item.functionId,
  name_zh: item.title['zh-CN'],
  name_en: item.title.en,
  link_url: item.link,
  item_attr: JSON.stringify({
    mutp: '1',
    muShow: item.hidden ? 0 : 1,
    ...(item.keepAlive === false ? { keepAlive: false } : {}),
  }),
  open_type: item.openType ?? 1,
  auth_flag: item.open ? 0 : 1,
  biz_type_id: item.bizTypeId ?? null,
  sort,
  source_app: item.sourceApp ?? null,
  logo_url: '',
  type: 2,
})

/** A button of the item `menuId`. */
export const menuButtonRow = (
  button: NonNullable<ManifestMenu['buttons']>[number],
  id: number,
  menuId: number,
): MenuButtonTable => ({
  id,
  menu_id: menuId,
  function_id: button.functionId,
  name_zh: button.title['zh-CN'],
  name_en: button.title.en,
  auth_flag: 1,
})

/** One entry a manifest declares: its code, titles, fixed id and place when given, and its items. */
export interface DeclaredEntry {
  code: string
  title: { zh: string; en: string }
  id?: number
  sort?: number
  items: ManifestMenu[]
}

/** The entries of a manifest: its own (when it has items) and its further ones. */
export function declaredEntries(manifest: AppManifestFile): DeclaredEntry[] {
  const own: DeclaredEntry[] =
    manifest.menus.length === 0
      ? []
      : [
          {
            code: manifest.code,
            title: { zh: manifest.titleZh, en: manifest.titleEn },
            id: manifest.menuEntry?.id,
            sort: manifest.menuEntry?.sort,
            items: manifest.menus,
          },
        ]
  return [
    ...own,
    ...(manifest.otherMenuEntries ?? []).map((entry) => ({
      code: entry.code,
      title: { zh: entry.title['zh-CN'], en: entry.title.en },
      id: entry.id,
      sort: entry.sort,
      items: entry.menus,
    })),
  ]
}
