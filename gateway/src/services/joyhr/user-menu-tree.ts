import { functionIdsOf } from '../../core/auth/functions'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable, SessionTable } from '../../core/db/types'
import { applyOperationsAccess } from '../ops'
import { devBuildsOf, installedApps, withDevBuilds } from '../vendor'
import { withInstalledApps } from './installed-entries'
import { buildMenuTree, type Lang, type AppEntry } from './build-tree'
import { hasModuleGrant, TOUR_SHOP_MODULE } from './module-grants'

/** The menu tree a user sees in the session's tenant: their roles' functions (all for super users) and module grants. */
export async function userMenuTree(ctx: GatewayContext, user: AppUserTable, session: SessionTable, lang: Lang): Promise<AppEntry[]> {
  const [menus, buttons, granted, tourShop, installed, devBuilds] = await Promise.all([
    ctx.db.selectFrom('menu').selectAll().execute(),
    ctx.db.selectFrom('menu_button').selectAll().execute(),
    user.is_super ? Promise.resolve(null) : functionIdsOf(ctx.db, user.id, session.tenant_id),
    hasModuleGrant(ctx.db, user.id, TOUR_SHOP_MODULE),
    installedApps(ctx.db, session.tenant_id),
    devBuildsOf(ctx.db, session.tenant_id, session.token_hash),
  ])
  const hiddenApps = new Set(tourShop ? [] : [TOUR_SHOP_MODULE])
  const allowed = await applyOperationsAccess(ctx.db, user.id, hiddenApps, granted)
  const tree = withInstalledApps(buildMenuTree({ menus, buttons, granted: allowed, hiddenApps, origins: ctx.config, lang }), installed, allowed, lang)
  // Developer mode: this session's own builds of installed apps, nobody else's.
  return withDevBuilds(tree, devBuilds)
}
