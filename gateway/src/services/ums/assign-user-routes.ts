import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { id, objectBody, text } from '../../core/http/schema'
import { staffScopeOf } from '../joyhr/api'
import { ASSIGN_ALL_LIMIT, findAssignUsers, type AssignUserQuery } from './assign-users'

interface AssignBody { keyword?: string; organId?: number; page: number; rows: number }

const filters = { keyword: text(100), organId: id() }

/** The caller's tenant, data range and filters: who they may assign work to. */
async function queryOf(ctx: GatewayContext, request: FastifyRequest<{ Body: AssignBody }>): Promise<AssignUserQuery> {
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

  app.post<{ Body: AssignBody }>('/ums/web/entryUser/getAssignUserPage', {
    schema: {
      body: objectBody({
        ...filters,
        page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
        rows: { type: 'integer', minimum: 1, maximum: 200, default: 10 },
      }),
    },
    preHandler: guard,
  }, async (request) => {
    const { page, rows } = request.body
    const { total, rows: found } = await findAssignUsers(ctx.db, await queryOf(ctx, request), rows, (page - 1) * rows)
    return ok({ total, page, totalPage: Math.max(1, Math.ceil(total / rows)), rows: found })
  })

  // All of them in one list for pickers that filter on the client; `capped` says the list stopped at ASSIGN_ALL_LIMIT.
  app.post<{ Body: AssignBody }>('/ums/web/entryUser/getAssignUserAllPage', {
    schema: { body: objectBody(filters) },
    preHandler: guard,
  }, async (request) => {
    const { total, rows } = await findAssignUsers(ctx.db, await queryOf(ctx, request), ASSIGN_ALL_LIMIT)
    return ok({ total, capped: total > rows.length, limit: ASSIGN_ALL_LIMIT, rows })
  })
}
