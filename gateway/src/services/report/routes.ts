import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody } from '../../core/http/schema'
import { headcountSummary } from './headcount'

/** Data of the BI report app (function 4001). */
export function reportRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { months: number } }>(
    '/report/web/headcount/summary',
    {
      schema: { body: objectBody({ months: { type: 'integer', minimum: 1, maximum: 36, default: 12 } }) },
      preHandler: requireFunction(ctx, '4001'),
    },
    async (request) =>
      ok(await headcountSummary(ctx.db, authOf(request).session.tenant_id, ctx.now(), request.body.months)),
  )
}
