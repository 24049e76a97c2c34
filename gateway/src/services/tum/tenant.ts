import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody } from '../../core/http/schema'
import { hasModuleGrant, TOUR_SHOP_MODULE } from '../joyhr'

/** Tenant calls: the tour-shop authorisation check. */
export function tenantRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/tum/web/tenant/checkHTUserAuthorizationModule', {
    schema: { body: objectBody({}) },
    preHandler: requireSession(ctx),
  }, async (request) => ok(await hasModuleGrant(ctx.db, authOf(request).user.id, TOUR_SHOP_MODULE)))
}
