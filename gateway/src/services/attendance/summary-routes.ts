import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { leaveTypeNames } from '../leave'
import { KAOQIN_FUNCTIONS } from './functions'
import { lockSummaries, summariesOf, unlockSummaries } from './month-summaries'
import { scopedPeople } from './scope'
import { summaryWorkbook } from './summary-workbook'
import { monthRange } from './views'

const { summaries: routes } = contract.attendance
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * The monthly summary (8008) of the staff in the caller's data range employed in the month, of a department when given; locking and
 * unlocking a month for the tenant (800801); the summary as an Excel workbook (800802).
 */
export function summaryRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.list, { preHandler: requireFunction(ctx, KAOQIN_FUNCTIONS.summary) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const people = await scopedPeople(ctx, auth, lang, request.body.organId, monthRange(request.body.month, lang))
    const [summaries, types] = await Promise.all([
      summariesOf(ctx.db, tenantId, people, request.body.month, ctx.now(), lang),
      leaveTypeNames(ctx.db, tenantId),
    ])
    return ok({
      month: summaries.month,
      locked: summaries.locked,
      lockedAt: summaries.lockedAt,
      types,
      rows: summaries.rows.map(({ person, summary }) => ({
        ...summary,
        name: person.name,
        jobNumber: person.job_number,
      })),
    })
  })

  serve(api, routes.lock, { preHandler: requireFunction(ctx, KAOQIN_FUNCTIONS.lock) }, async (request) => {
    const auth = authOf(request)
    const count = await lockSummaries(
      ctx.db,
      auth.session.tenant_id,
      request.body.month,
      auth.user.id,
      ctx.now(),
      langOfRequest(request),
    )
    return ok({ month: request.body.month, locked: true, people: count })
  })

  serve(api, routes.unlock, { preHandler: requireFunction(ctx, KAOQIN_FUNCTIONS.lock) }, async (request) => {
    const auth = authOf(request)
    await unlockSummaries(
      ctx.db,
      auth.session.tenant_id,
      request.body.month,
      auth.user.id,
      ctx.now(),
      langOfRequest(request),
    )
    return ok({ month: request.body.month, locked: false })
  })

  serve(api, routes.export, { preHandler: requireFunction(ctx, KAOQIN_FUNCTIONS.export) }, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const people = await scopedPeople(ctx, auth, lang, request.body.organId, monthRange(request.body.month, lang))
    const [summaries, types] = await Promise.all([
      summariesOf(ctx.db, tenantId, people, request.body.month, ctx.now(), lang),
      leaveTypeNames(ctx.db, tenantId),
    ])
    const file = await summaryWorkbook(lang, summaries.month, summaries.locked, summaries.rows, types)
    const filename = `attendance-${summaries.month}.xlsx`
    return reply
      .header('content-type', XLSX)
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(file)
  })
}
