import { functionIdsOf } from '../../core/auth/functions'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable, SessionTable } from '../../core/db/types'
import { applyOperationsAccess } from '../ops'
import { buildMenuTree, type Lang, type AppEntry } from './build-tree'

/** The menu tree a user sees in the session's tenant: their roles' functions (all for super users). */
export async function userMenuTree(ctx: GatewayContext, user: AppUserTable, session: SessionTable, lang: Lang): Promise<AppEntry[]> {
  const [menus, buttons, granted] = await Promise.all([
    ctx.db.selectFrom('menu').selectAll().execute(),
    ctx.db.selectFrom('menu_button').selectAll().execute(),
    user.is_super ? Promise.resolve(null) : functionIdsOf(ctx.db, user.id, session.tenant_id),
  ])
  const hiddenApps = new Set<string>()
  return buildMenuTree({
    menus, buttons, granted: await applyOperationsAccess(ctx.db, user.id, hiddenApps, granted), hiddenApps, origins: ctx.config, lang,
  })
}
