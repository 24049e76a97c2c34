import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { functionIdsOf } from '../../core/auth/functions'
import { authFlagsOf } from '../../core/auth/auth-flags'
import { authOf, requireSession } from '../../core/auth/guard'
import { clearNeedRefresh, markChanged, markPermissionsSeen } from '../../core/auth/sessions'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { applyOperationsAccess } from '../operations'
import { installedApps } from '../vendor'
import { cached } from '../../core/cache'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'

const { permissions: routes } = contract.accounts

/** The apps outside the permission set of a system type (the brands of that type hide them). */
async function hiddenAppsOf(ctx: GatewayContext, systemType: number): Promise<Set<string>> {
  if (!Number.isInteger(systemType) || systemType === 1) return new Set()
  const brands = await cached(ctx.db, 'brands', `hidden-apps:${systemType}`, () =>
    ctx.db.selectFrom('brand').select('hidden_apps').where('system_type', '=', systemType).execute(),
  )
  return new Set(brands.flatMap((b) => b.hidden_apps.split(',').filter(Boolean)))
}

/**
 * getLoginPermission, the permission-change mark (§4 session machine) and clear need-refresh: the mark says changed when
 * the user's permissions changed since the session cleared it, or while the session's portal must reload (need refresh).
 */
export function permissionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.loginPermission, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    // §6: a system of another type (weihai: 2) answers its own permission set: without its brand's hidden apps.
    // The host's own brand hides its apps whatever systemType the caller sends.
    const hidden = await hiddenAppsOf(ctx, Number(request.body.systemType ?? 1))
    for (const code of await hiddenAppsOfSession(ctx, request, session)) hidden.add(code)
    // Operations menus come with the platform_operator row only, never with isSuper.
    const granted = await applyOperationsAccess(
      ctx.db,
      user.id,
      hidden,
      user.is_super ? null : await functionIdsOf(ctx.db, user.id, session.tenant_id),
    )
    const has = (functionId: string) => granted === null || granted.has(functionId)
    // The built-in menu items, then the pages of the apps the session's tenant installed (and has on).
    const installed = (await installedApps(ctx.db, session.tenant_id)).flatMap((app) =>
      app.menus.map((item) => ({ code: item.functionId, app_code: app.code })),
    )
    const items = [
      ...(await ctx.db.selectFrom('menu').select(['code', 'app_code']).where('type', '=', 2).orderBy('id').execute()),
      ...installed,
    ].filter((m) => !hidden.has(m.app_code))
    const buttons = (
      await ctx.db
        .selectFrom('menu_button')
        .innerJoin('menu', 'menu.id', 'menu_button.menu_id')
        .selectAll('menu_button')
        .select(['menu.app_code', 'menu.code as menu_code'])
        .orderBy('menu_button.id')
        .execute()
    ).filter((b) => !hidden.has(b.app_code))
    // §6 auth flags: a role grants a button with its flag or as shown only; a super user has the catalogue's flags.
    const flags = user.is_super ? new Map<string, number>() : await authFlagsOf(ctx.db, user.id, session.tenant_id)
    const btns = buttons
      .filter((b) => has(b.function_id))
      .map((b) => ({
        functionId: b.function_id,
        authFlag: flags.get(b.function_id) ?? b.auth_flag,
        menuId: b.menu_id,
        menuFunctionId: b.menu_code,
      }))
    return ok({
      permissionData: {
        btns: btns.map(({ menuFunctionId: _, ...btn }) => btn),
        /** §3 the per-menu map: menu functionId → its granted buttons' functionId → auth flag. */
        permissionMap: btns.reduce<Record<string, Record<string, number>>>((map, b) => {
          ;(map[b.menuFunctionId] ??= {})[b.functionId] = b.authFlag
          return map
        }, {}),
        menus: items.filter((m) => has(m.code)).map((m) => ({ functionId: m.code })),
        isSuper: user.is_super === 1,
        commonFunctions: [],
      },
    })
  })

  serve(app, routes.hasMark, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    return ok(markChanged(session, user))
  })

  serve(app, routes.clearMark, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    await markPermissionsSeen(ctx.db, session.token_hash, user.perm_version)
    return ok(null)
  })

  // §7 clear need-refresh: the shell calls it once the page it reloaded for the permission-change prompt has loaded
  // its session afresh (shell/src/session/need-refresh.ts). Only the caller's own session; idempotent.
  serve(app, routes.clearNeedRefresh, { preHandler: requireSession(ctx) }, async (request) => {
    await clearNeedRefresh(ctx.db, authOf(request).session.token_hash)
    return ok(null)
  })
}
