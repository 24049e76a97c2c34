import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { actorOf } from '../../payroll'
import { caseFor, LEAVING_FUNCTION } from './access'
import { citiesOf } from './cities'
import { leavingError } from './errors'
import { paySettlement } from './pay'
import { settlementOf } from './settlement'

const routes = contract.personnel.leaving

/** The final settlement for HR (function 1107): worked out, adjusted with a note, paid once through payroll. */
export function settlementRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const hr = { preHandler: requireFunction(ctx, LEAVING_FUNCTION) }

  /** A case of HR's (in their data range) whose request was approved. */
  const hrCase = async (request: Parameters<typeof authOf>[0], id: string) => {
    const lang = langOfRequest(request)
    const access = await caseFor(ctx, authOf(request), id, lang)
    if (!access.hr) throw leavingError(lang, 'notFound')
    if (access.row.status !== 'approved' && access.row.status !== 'closed') throw leavingError(lang, 'wrongStep')
    return access.row
  }

  serve(app, routes.settlement, hr, async (request) => {
    return ok(await settlementOf(ctx.db, await hrCase(request, request.body.id)))
  })

  serve(app, routes.adjust, hr, async (request) => {
    const lang = langOfRequest(request)
    const row = await hrCase(request, request.body.id)
    if (row.paid_at !== null) throw leavingError(lang, 'paid')
    const { city = row.city, leavePay = null, compensation = null, note = row.note } = request.body
    const tenantId = row.tenant_id
    if (city && !(await citiesOf(ctx.db, tenantId)).some((one) => one.city === city))
      throw leavingError(lang, 'badAmount')
    const adjustments = JSON.stringify({ leavePay, compensation })
    await ctx.db
      .updateTable('leaving_case')
      .set({ city, adjustments, note: note.trim() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', row.id)
      .execute()
    return ok(await settlementOf(ctx.db, { ...row, city, adjustments, note: note.trim() }))
  })

  serve(app, routes.pay, hr, async (request) => {
    const auth = authOf(request)
    const row = await hrCase(request, request.body.id)
    return ok(await paySettlement(ctx, row, actorOf(auth), langOfRequest(request)))
  })
}
