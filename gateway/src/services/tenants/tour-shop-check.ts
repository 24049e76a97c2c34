import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import { roleIdsOf } from '../../core/auth/functions'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { findInstalledApp } from '../vendor'

/** The app code of the tour shop, whose menu §2 shows only to users who pass its authorisation check. */
export const TOUR_SHOP = 'tour-shop'

/**
 * §7 checkHTUserAuthorizationModule: whether the caller may use the tour shop in the session tenant. It must be
 * installed and switched on there, and the caller must hold one of the roles the company's administrator opened it
 * to when installing (a super user holds every role).
 */
export function tourShopCheckRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(
    app,
    contract.tenants.tenants.checkHTUserAuthorizationModule,
    { preHandler: requireSession(ctx) },
    async (request) => {
      const { user, session } = authOf(request)
      const shop = await findInstalledApp(ctx.db, session.tenant_id, TOUR_SHOP)
      if (!shop) return ok(false)
      if (user.is_super) return ok(true)
      const roles = await roleIdsOf(ctx.db, user.id, session.tenant_id)
      return ok(shop.roles.some((role) => roles.includes(role)))
    },
  )
}
