import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { requestView } from '../../workflow'
import { formatDate, parseDate } from '../days'
import { leaveError } from '../errors'
import { daysOfMonth, departmentStaff } from '../month'
import { LEAVE_FUNCTIONS, requestOf } from '../store'
import { leaveGrid } from './leave-grid'
import { managedStaff, requesterTeam } from './teams'

const { teamCalendar: routes } = contract.leave
/** The most days the approver's compact calendar shows, from the request's first day. */
const REQUEST_DAYS_MAX = 31

/** The days from `from` to `to` (inclusive), at most `max`. */
function daysBetween(from: string, to: string, max: number): string[] {
  const start = parseDate(from) ?? 0
  const end = Math.min(parseDate(to) ?? start, start + (max - 1) * 86_400_000)
  const days: string[] = []
  for (let time = start; time <= end; time += 86_400_000) days.push(formatDate(time))
  return days
}

/**
 * The team leave calendar (function 8014): a month of the caller's team (the people reporting to them, the reporting
 * line of services/access's teamOf) or of a department's staff within the caller's data range (HR sees any department;
 * a manager with the range 'team' only their team in it); and, for whoever may see a leave request (its approvers), the
 * requester's team over the request's days.
 */
export function teamCalendarRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.teamCalendar) }

  serve(api, routes.month, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langOfRequest(request)
    const { month, organId } = request.body
    const days = daysOfMonth(month, lang)
    const staff =
      organId === undefined
        ? await managedStaff(ctx.db, session.tenant_id, user.employee_id)
        : await departmentStaff(ctx, session, organId, lang)
    const grid = await leaveGrid(ctx, session.tenant_id, staff, days, lang)
    return ok({ month, ...grid, employees: grid.employees.map((e) => ({ ...e, applicant: false })) })
  })

  serve(api, routes.ofRequest, { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.myLeave) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const row = await requestOf(ctx.db, auth.session.tenant_id, request.body.id)
    if (!row) throw leaveError(lang, 'notFound')
    const { visible } = await requestView(ctx.db, auth, row)
    if (!visible) throw leaveError(lang, 'notFound')
    const staff = await requesterTeam(ctx.db, row.tenant_id, row.user_id)
    const days = daysBetween(row.start_date, row.end_date, REQUEST_DAYS_MAX)
    const grid = await leaveGrid(ctx, row.tenant_id, staff, days, lang)
    return ok({ ...grid, employees: grid.employees.map((e, i) => ({ ...e, applicant: i === 0 })) })
  })
}
