import { functionIdsOf } from '../../core/auth/functions'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable, SessionTable } from '../../core/db/types'
import { buildMenuTree, type Lang, type MenuItem } from '../joyhr/build-tree'
import { hasModuleGrant, TOUR_SHOP_MODULE } from '../joyhr/module-grants'
import { applyOperationsAccess } from '../ops/operations-menus'

/** What one user may open, from the same menu tree the shell draws (menuTreeForPc's rules). */
export interface SearchAccess {
  /** Menu items the user sees, by id, with their title in the request's language. */
  menus: Map<string, string>
  /** Whether the user may open `path` in app `appCode` (a page of theirs, or below one); '' = shell pages. */
  mayOpen(appCode: string, path: string): boolean
}

interface Page { appCode: string; path: string }

const clean = (path: string) => `/${path.split(/[?#]/)[0].replace(/^\/+/, '').replace(/\/+$/, '')}`

/** The access of a set of pages (exported for tests and the benchmark). */
export function accessOf(pages: Page[], menus: Map<string, string>): SearchAccess {
  const open = pages.map((page) => ({ appCode: page.appCode, path: clean(page.path) }))
  return {
    menus,
    mayOpen(appCode, path) {
      if (appCode === '') return true
      const target = clean(path)
      return open.some((page) => page.appCode === appCode && (target === page.path || target.startsWith(`${page.path}/`)))
    },
  }
}

/** The user's search access in the session's tenant: the menu tree with their grants (all for super users). */
export async function searchAccessOf(ctx: GatewayContext, user: AppUserTable, session: SessionTable, lang: Lang): Promise<SearchAccess> {
  const [menus, buttons, granted, tourShop] = await Promise.all([
    ctx.db.selectFrom('menu').selectAll().execute(),
    ctx.db.selectFrom('menu_button').selectAll().execute(),
    user.is_super ? Promise.resolve(null) : functionIdsOf(ctx.db, user.id, session.tenant_id),
    hasModuleGrant(ctx.db, user.id, TOUR_SHOP_MODULE),
  ])
  const hiddenApps = new Set(tourShop ? [] : [TOUR_SHOP_MODULE])
  const tree = buildMenuTree({
    menus, buttons, granted: await applyOperationsAccess(ctx.db, user.id, hiddenApps, granted), hiddenApps, origins: ctx.config, lang,
  })
  const pages: Page[] = []
  const titles = new Map<string, string>()
  const walk = (items: MenuItem[], appCode: string) => {
    for (const item of items) {
      titles.set(String(item.id), item.name)
      if (item.linkUrl && !/^[a-z]+:/i.test(item.linkUrl)) pages.push({ appCode: item.sourceApp ?? appCode, path: item.linkUrl })
      walk(item.children, appCode)
    }
  }
  for (const entry of tree) walk(entry.children, entry.code)
  return accessOf(pages, titles)
}
