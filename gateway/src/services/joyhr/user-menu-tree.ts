import { functionIdsOf } from '../../core/auth/functions'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable, SessionTable } from '../../core/db/types'
import { applyOperationsAccess } from '../ops'
import { buildMenuTree, type Lang, type AppEntry } from './build-tree'
import { hasModuleGrant, TOUR_SHOP_MODULE } from './module-grants'

/** The menu tree a user sees in the session's tenant: their roles' functions (all for super users) and module grants. */
export async function userMenuTree(ctx: GatewayContext, user: AppUserTable, session: SessionTable, lang: Lang): Promise<AppEntry[]> {
  const [menus, buttons, granted, tourShop] = await Promise.all([
    ctx.db.selectFrom('menu').selectAll().execute(),
    ctx.db.selectFrom('menu_button').selectAll().execute(),
    user.is_super ? Promise.resolve(null) : functionIdsOf(ctx.db, user.id, session.tenant_id),
    hasModuleGrant(ctx.db, user.id, TOUR_SHOP_MODULE),
  ])
  const hiddenApps = new Set(tourShop ? [] : [TOUR_SHOP_MODULE])
  return buildMenuTree({
    menus, buttons, granted: await applyOperationsAccess(ctx.db, user.id, hiddenApps, granted), hiddenApps, origins: ctx.config, lang,
  })
}
