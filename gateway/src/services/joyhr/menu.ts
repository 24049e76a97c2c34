import type { FastifyInstance } from 'fastify'
import { functionIdsOf } from '../../core/auth/functions'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { okData } from '../../core/envelope'
import { loose, objectBody } from '../../core/http/schema'
import { buildMenuTree } from './build-tree'
import { langOf } from './lang'
import { hasModuleGrant, TOUR_SHOP_MODULE } from './module-grants'
import { applyOperationsAccess } from '../ops'

/** menuTreeForPc. */
export function menuRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { lang?: string | number } }>('/joyhr/web/elesMenu/menuTreeForPc', {
    schema: { body: objectBody({ sysId: loose(), tenantId: loose(), lang: loose(20) }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    const [menus, buttons, granted, tourShop] = await Promise.all([
      ctx.db.selectFrom('menu').selectAll().execute(),
      ctx.db.selectFrom('menu_button').selectAll().execute(),
      user.is_super ? Promise.resolve(null) : functionIdsOf(ctx.db, user.id, session.tenant_id),
      hasModuleGrant(ctx.db, user.id, TOUR_SHOP_MODULE),
    ])
    const hiddenApps = new Set(tourShop ? [] : [TOUR_SHOP_MODULE])
    return okData(buildMenuTree({
      menus, buttons, granted: await applyOperationsAccess(ctx.db, user.id, hiddenApps, granted),
      hiddenApps,
      origins: ctx.config,
      lang: langOf(request, request.body.lang),
    }))
  })
}
