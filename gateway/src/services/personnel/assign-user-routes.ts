import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve, type ServeRequest } from '../../core/http/serve'
import { staffScopeOf } from '../access'
import { ASSIGN_ALL_LIMIT, findAssignUsers, type AssignUserQuery } from './assign-users'

const { people: routes } = contract.personnel

/** The caller's tenant, data range and filters: who they may assign work to. */
async function queryOf(
  ctx: GatewayContext,
  request: ServeRequest<typeof routes.assignPage | typeof routes.assignAll>,
): Promise<AssignUserQuery> {
  const { session, user } = authOf(request)
  const { keyword, organId } = request.body
  return { tenantId: session.tenant_id, scope: await staffScopeOf(ctx, session, user), keyword, organId }
}

/**
 * §7 entryUser getAssignUserPage and getAssignUserAllPage (function 1002, as the staff list): the people a caller may
 * assign work to (approval, training and shift-plan pickers): on-the-job staff of the session's tenant in the caller's
 * data range, by keyword (name, job number) and organ; id, name, job number, department and position only.
 */
export function assignUserRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const guard = requireFunction(ctx, '1002')

  serve(app, routes.assignPage, { preHandler: guard }, async (request) => {
    const { page = 1, rows = 10 } = request.body
    const { total, rows: found } = await findAssignUsers(ctx.db, await queryOf(ctx, request), rows, (page - 1) * rows)
    return ok({ total, page, totalPage: Math.max(1, Math.ceil(total / rows)), rows: found })
  })

  // All of them in one list for pickers that filter on the client; `capped` says the list stopped at ASSIGN_ALL_LIMIT.
  serve(app, routes.assignAll, { preHandler: guard }, async (request) => {
    const { total, rows } = await findAssignUsers(ctx.db, await queryOf(ctx, request), ASSIGN_ALL_LIMIT)
    return ok({ total, capped: total > rows.length, limit: ASSIGN_ALL_LIMIT, rows })
  })
}
