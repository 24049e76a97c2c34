import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { headcountSummary } from './headcount'

const { headcount: routes } = contract.report

/** Data of the BI report app (function 4001). */
export function reportRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.summary, { preHandler: requireFunction(ctx, '4001') }, async (request) => {
    // months defaults as in the contract (12), so it types as a number.
    const { months = 12 } = request.body
    return ok(await headcountSummary(ctx.db, authOf(request).session.tenant_id, ctx.now(), months))
  })
}
