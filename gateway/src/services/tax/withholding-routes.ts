import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { annualSummary } from './annual'
import { filingWorkbook } from './filing-workbook'
import { ETAX_FUNCTIONS } from './functions'
import { scopedLabour, scopedRecords } from './scoped-records'
import { scopedSeverance } from './scoped-severance'
import { sixtyThousandOf } from './store'
import { recordView } from './views'

const routes = contract.tax.withholding
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Monthly withholding (8301): each person's recorded withholding of a month within the caller's data range; its filing
 * file for the e-Tax client (830101). Annual summary (8302): each person's year and the annual settlement difference.
 */
export function withholdingRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.month, { preHandler: requireFunction(ctx, ETAX_FUNCTIONS.monthly) }, async (request) => {
    const { month, organId } = request.body
    const records = await scopedRecords(ctx, authOf(request), langOfRequest(request), month, month, organId)
    return ok({
      month,
      rows: records.map(({ person, row }) => ({
        ...recordView(row),
        name: person.name,
        jobNumber: person.jobNumber,
        organ: person.organ,
      })),
    })
  })

  serve(api, routes.export, { preHandler: requireFunction(ctx, ETAX_FUNCTIONS.export) }, async (request, reply) => {
    const { month, organId } = request.body
    const auth = authOf(request)
    const records = await scopedRecords(ctx, auth, langOfRequest(request), month, month, organId)
    const ids = [...new Set(records.map(({ person }) => person.employeeId))]
    const flagged = await sixtyThousandOf(ctx.db, auth.session.tenant_id, Number(month.slice(0, 4)), ids)
    const labour = await scopedLabour(ctx, auth, langOfRequest(request), month, organId)
    const severance = await scopedSeverance(ctx, auth, langOfRequest(request), month, organId)
    const file = await filingWorkbook(month, records, flagged, labour, severance)
    const filename = `withholding-${month}.xlsx`
    return reply
      .header('content-type', XLSX)
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(file)
  })

  serve(api, routes.annual, { preHandler: requireFunction(ctx, ETAX_FUNCTIONS.annual) }, async (request) => {
    const { year, organId } = request.body
    const auth = authOf(request)
    const records = await scopedRecords(ctx, auth, langOfRequest(request), `${year}-01`, `${year}-12`, organId)
    return ok({ year, rows: await annualSummary(ctx.db, auth.session.tenant_id, year, records) })
  })
}
