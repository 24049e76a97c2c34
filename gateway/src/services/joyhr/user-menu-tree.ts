import { functionIdsOf } from '../../core/auth/functions'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable, SessionTable } from '../../core/db/types'
import { applyOperationsAccess } from '../ops'
import { devBuildsOf, installedApps, installedMenuRows, installedMicroApp, withDevBuilds } from '../vendor'
import { buildMenuTree, type Lang, type AppEntry } from './build-tree'

/**
 * The menu tree a user sees in the session's tenant: their roles' functions (all for super users);
 * the tenant's enabled installed apps after the built-in ones, read per request (an install shows at once).
 */
export async function userMenuTree(ctx: GatewayContext, user: AppUserTable, session: SessionTable, lang: Lang): Promise<AppEntry[]> {
  const [menus, buttons, granted, installed, devBuilds] = await Promise.all([
    ctx.db.selectFrom('menu').selectAll().execute(),
    ctx.db.selectFrom('menu_button').selectAll().execute(),
    user.is_super ? Promise.resolve(null) : functionIdsOf(ctx.db, user.id, session.tenant_id),
    installedApps(ctx.db, session.tenant_id),
    devBuildsOf(ctx.db, session.tenant_id, session.token_hash),
  ])
  const hiddenApps = new Set<string>()
  const lastSort = Math.max(0, ...menus.filter((row) => row.parent_id === null).map((row) => row.sort))
  const tree = buildMenuTree({
    menus: [...menus, ...installed.flatMap((app) => installedMenuRows(app, lastSort))], buttons,
    granted: await applyOperationsAccess(ctx.db, user.id, hiddenApps, granted), hiddenApps, origins: ctx.config, lang,
    installed: new Map(installed.map((app) => [app.code, installedMicroApp(app, lang)])),
  })
  // Developer mode: this session's own builds of installed apps, nobody else's.
  return withDevBuilds(tree, devBuilds)
}
