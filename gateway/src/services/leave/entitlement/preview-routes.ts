import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { requestView } from '../../workflow'
import { parseDate, type Span } from '../days'
import { leaveError } from '../errors'
import { hourlyLeave } from '../hourly'
import { LEAVE_FUNCTIONS, requestOf, spanOf, today } from '../store'
import { type Blackout, blackoutsMet } from '../blackouts/periods'
import { countedDaysOf, partsByYear, partsOfRequest } from './take'
import { partsWithLeft } from './years'

const { balances: routes } = contract.leave

const hits = (periods: Blackout[]) => periods.map(({ startDate, endDate, reason }) => ({ startDate, endDate, reason }))

/**
 * What a leave takes from each year it falls in: before the caller submits it (the request form), and for a request
 * its applicant, its approvers or a workflow admin may see (the approval dialog), each year with what it has left.
 */
export function previewRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, LEAVE_FUNCTIONS.myLeave) }

  serve(api, routes.preview, guard, async (request) => {
    const { session, user } = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = session.tenant_id
    const body = request.body
    const type = await ctx.db
      .selectFrom('leave_type')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('code', '=', body.typeCode)
      .executeTakeFirst()
    if (!type) throw leaveError(lang, 'unknownType', { code: body.typeCode })
    const hourly = type.unit === 'hour' ? await hourlyLeave(ctx.db, tenantId, user.id, body, lang) : null
    const span: Span = hourly ? hourly.span : body
    const length = (parseDate(body.endDate) ?? 0) - (parseDate(body.startDate) ?? 0)
    if (length > 366 * 86_400_000) throw leaveError(lang, 'badDates')
    const count = type.count_days === 'calendar' ? 'calendar' : 'working'
    const days = hourly ? 0 : await countedDaysOf(ctx.db, tenantId, user.id, span, count)
    if (days === null) throw leaveError(lang, 'badDates')
    if (days === 0 && !hourly) throw leaveError(lang, 'noWorkingDays')
    const hours = hourly?.hours ?? 0
    const parts = await partsByYear(ctx.db, tenantId, user.id, { span, days, hours, hourly: Boolean(hourly) }, count)
    const onDay = [today(ctx.now()), span.startDate].sort()[1]
    return ok({
      unit: hourly ? ('hour' as const) : ('day' as const),
      days,
      hours,
      parts: type.tracked ? await partsWithLeft(ctx.db, tenantId, user.id, type, parts, onDay, ctx.now()) : [],
      blackouts: hits(await blackoutsMet(ctx.db, tenantId, user.id, type.code, span)),
    })
  })

  serve(api, routes.ofRequest, guard, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const row = await requestOf(ctx.db, auth.session.tenant_id, request.body.id)
    if (!row) throw leaveError(lang, 'notFound')
    const { visible } = await requestView(ctx.db, auth, row)
    if (!visible) throw leaveError(lang, 'notFound')
    const type = await ctx.db
      .selectFrom('leave_type')
      .selectAll()
      .where('tenant_id', '=', row.tenant_id)
      .where('code', '=', row.type_code)
      .executeTakeFirst()
    const hourly = Boolean(row.start_time && row.end_time)
    const parts = type ? await partsOfRequest(ctx.db, row, type.count_days === 'calendar' ? 'calendar' : 'working') : []
    const onDay = [today(ctx.now()), row.start_date].sort()[1]
    const besides = { pending: row.status === 'pending', parts }
    return ok({
      unit: hourly ? ('hour' as const) : ('day' as const),
      days: Number(row.days),
      hours: Number(row.hours),
      parts:
        type?.tracked && row.type_code !== 'toil'
          ? await partsWithLeft(ctx.db, row.tenant_id, row.user_id, type, parts, onDay, ctx.now(), besides)
          : [],
      blackouts: hits(await blackoutsMet(ctx.db, row.tenant_id, row.user_id, row.type_code, spanOf(row))),
    })
  })
}
