import { functionIdsOf } from '../../../core/auth/functions'
import type { GatewayContext } from '../../../core/context'
import type { AppUserTable, SessionTable } from '../../../core/db/types'
import { applyOperationsAccess } from '../../ops'
import { accessOf, type SearchAccess, type SearchPage } from '../../search'
import { buildMenuTree, type Lang, type MenuItem } from '../build-tree'
import { hasModuleGrant, TOUR_SHOP_MODULE } from '../module-grants'

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
  const pages: SearchPage[] = []
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
