import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest as langFrom } from '../../core/lang'
import { daysOfMonth, departmentStaff } from './month'
import { LEAVE_FUNCTIONS } from './store'
import { leaveGrid } from './team-calendar/leave-grid'

export { type LeaveCell, partOf } from './team-calendar/leave-grid'

const { leaveTable: routes } = contract.leave

/**
 * §2 'shift and leave tables', the leave table (function 8003): for a department and a month, each
 * employee's approved and pending leave per working day (of the person's calendar), with half days, for the staff in the caller's data range;
 * each day's kind in the default calendar, and a person's own where their calendar differs.
 */
export function leaveTableRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.month, { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.leaveTable) }, async (request) => {
    const { session } = authOf(request)
    const lang = langFrom(request)
    const days = daysOfMonth(request.body.month, lang)
    const staff = await departmentStaff(ctx, session, request.body.organId, lang)
    return ok({ month: request.body.month, ...(await leaveGrid(ctx, session.tenant_id, staff, days, lang)) })
  })
}
