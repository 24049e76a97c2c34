import type { accessContract, Static } from '@hr-portal/api'
import type { MenuButtonTable, MenuTable } from '../../core/db/types'
import { microAppFor, type MicroApp, type RegistryOrigins } from '../../apps/registry'

export type Lang = 'zh' | 'en'

// The §2 menu tree as menuTreeForPc answers it (the contract's schemas): app entries, their items and buttons.
export type MenuButton = Static<typeof accessContract.menuButton>
export type MenuItem = Static<typeof accessContract.menuItem>
export type AppEntry = Static<typeof accessContract.appEntry>

export interface TreeInput {
  menus: MenuTable[]
  buttons: MenuButtonTable[]
  /** null = super user: everything is visible. */
  granted: ReadonlySet<string> | null
  /** App codes removed whatever the grants (the operations app for a user who is no operator). */
  hiddenApps: Set<string>
  origins: RegistryOrigins
  lang: Lang
  /** The microApp of each app the tenant installed by manifest URL, by code (their menus are in `menus`). */
  installed?: Map<string, MicroApp>
}

const nameOf = (row: { name_zh: string; name_en: string }, lang: Lang) => (lang === 'en' ? row.name_en : row.name_zh)

/** itemAttr is JSON text (§3); its muName follows the language so the shell can use it as the title. */
function itemAttrOf(row: MenuTable, lang: Lang): string {
  let attr: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(row.item_attr)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) attr = parsed as Record<string, unknown>
  } catch {
    // A broken attribute in the table is served as an empty object rather than failing the menu.
  }
  return JSON.stringify({ ...attr, muName: nameOf(row, lang) })
}

/**
 * The §2 sub-app descriptor: title, name, entry, container, activeRule (the menu's router base,
 * /portal plus the menu path) and props, on top of what the bridge needs.
 */
function describeApp(app: MicroApp | null, row: MenuTable): MicroApp | null {
  if (!app) return null
  const path = row.link_url.replace(/\//g, '') || row.code
  return { ...app, container: `#subapp-${app.name}`, activeRule: `/portal/${path}`, props: { appCode: row.code } }
}

/** The §2 menu tree: top-level app entries with the items (and buttons) the user may see. */
export function buildMenuTree(input: TreeInput): AppEntry[] {
  const { menus, buttons, granted, lang } = input
  const visible = (functionId: string) => granted === null || granted.has(functionId)
  // An item with auth flag 0 needs no function grant (the personal centre is everyone's).
  const openToAll = new Set(menus.filter((row) => row.type === 2 && row.auth_flag === 0).map((row) => row.code))
  const itemVisible = (functionId: string) => visible(functionId) || openToAll.has(functionId)
  const sorted = [...menus].sort((a, b) => a.sort - b.sort || a.id - b.id)
  const childrenOf = (parentId: number): MenuItem[] =>
    sorted
      .filter((row) => row.parent_id === parentId && itemVisible(row.code))
      .map((row) => ({
        id: row.id,
        code: row.code,
        linkUrl: row.link_url,
        name: nameOf(row, lang),
        itemAttr: itemAttrOf(row, lang),
        bizTypeId: row.biz_type_id,
        openType: row.open_type,
        authFlag: row.auth_flag,
        buttonVoList: buttons
          .filter((button) => button.menu_id === row.id && visible(button.function_id))
          .map((button) => ({
            functionId: button.function_id,
            name: nameOf(button, lang),
            authFlag: button.auth_flag,
          })),
        sourceApp: row.source_app,
        children: childrenOf(row.id),
      }))

  return sorted
    .filter((row) => row.parent_id === null && !input.hiddenApps.has(row.code))
    .map((row) => ({
      appId: row.id,
      code: row.code,
      linkUrl: row.link_url,
      name: nameOf(row, lang),
      showName: nameOf(row, lang),
      logoUrl: row.logo_url,
      type: row.type,
      sourceApp: row.source_app,
      microApp: describeApp(input.installed?.get(row.code) ?? microAppFor(row.code, input.origins, lang), row),
      children: childrenOf(row.id),
    }))
    .filter((entry) => entry.children.length > 0)
}
