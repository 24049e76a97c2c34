import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { conditionItems } from './items'

const { items: routes } = contract.rules

/**
 * §7 rule-engine condition-item queries: the fields a condition of a rule kind may test, for the screens that
 * configure rules (the workflow designer's step conditions). Any signed-in user may read them: the values are the
 * tenant's own names of departments, leave types and contract types.
 */
export function conditionItemRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.list, { preHandler: requireSession(ctx) }, async (request) => {
    const { session } = authOf(request)
    const { kind, bizType } = request.body
    return ok({ kind, items: await conditionItems(ctx.db, session.tenant_id, kind, bizType, ctx.now()) })
  })
}
