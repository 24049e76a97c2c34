import { roleIdsOf } from '../../core/auth/functions'
import { functionIdsOf } from '../../core/auth/functions'
import { cached, tenantScope } from '../../core/cache'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable, SessionTable } from '../../core/db/types'
import { applyOperationsAccess, isOperator } from '../operations'
import { devBuildsOf, installedApps, installedMenuRows, installedMicroApp, withDevBuilds } from '../vendor'
import { buildMenuTree, type Lang, type AppEntry } from './build-tree'

/**
 * The menu tree a user sees in the session's tenant: their roles' functions (all for super users);
 * the tenant's enabled installed apps after the built-in ones, without the apps the host's brand hides
 * (`brandHidden`). One tree per tenant, role set, operator status, language and hidden set, cached until the
 * tenant's roles, grants or installs (or the menus) change, so an install shows at the next request; the
 * session's own development builds go on top.
 */
export async function userMenuTree(
  ctx: GatewayContext,
  user: AppUserTable,
  session: SessionTable,
  lang: Lang,
  brandHidden: ReadonlySet<string> = new Set(),
): Promise<AppEntry[]> {
  const tenantId = session.tenant_id
  const [roles, operator, devBuilds] = await Promise.all([
    user.is_super ? 'super' : roleIdsOf(ctx.db, user.id, tenantId).then((ids) => ids.join(',')),
    isOperator(ctx.db, user.id),
    devBuildsOf(ctx.db, tenantId, session.token_hash),
  ])
  const hiddenKey = keyOfHidden(brandHidden)
  const tree = await cached(
    ctx.db,
    tenantScope(tenantId),
    `tree:${roles}:${operator ? 1 : 0}:${lang}:${hiddenKey}`,
    async () => {
      const [menus, buttons, granted, installed] = await Promise.all([
        ctx.db.selectFrom('menu').selectAll().execute(),
        ctx.db.selectFrom('menu_button').selectAll().execute(),
        user.is_super ? Promise.resolve(null) : functionIdsOf(ctx.db, user.id, tenantId),
        installedApps(ctx.db, tenantId),
      ])
      const hiddenApps = new Set(brandHidden)
      const lastSort = Math.max(0, ...menus.filter((row) => row.parent_id === null).map((row) => row.sort))
      return buildMenuTree({
        menus: [...menus, ...installed.flatMap((app) => installedMenuRows(app, lastSort))],
        buttons,
        granted: await applyOperationsAccess(ctx.db, user.id, hiddenApps, granted),
        hiddenApps,
        origins: ctx.config,
        lang,
        installed: new Map(installed.map((app) => [app.code, installedMicroApp(app, lang)])),
      })
    },
  )
  // Developer mode: this session's own builds of installed apps, nobody else's.
  return withDevBuilds(tree, devBuilds)
}

const hiddenKeys = new WeakMap<ReadonlySet<string>, string>()

/** The cache key of a set of hidden apps, made once per set (hiddenAppsOfSession shares one set per pair of brands). */
function keyOfHidden(hidden: ReadonlySet<string>): string {
  let key = hiddenKeys.get(hidden)
  if (key === undefined) hiddenKeys.set(hidden, (key = [...hidden].sort().join(',')))
  return key
}
