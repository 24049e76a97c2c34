import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { EXPENSE_FUNCTIONS as F } from './functions'
import { expenseSummary, summaryWorkbook } from './reports'
import { widgetOf } from './widget'

const routes = contract.expenses
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Expense reports (8904, finance) and the home widget (anyone signed in). */
export function reportRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, F.reports) }

  serve(api, routes.reports.summary, guard, async (request) => {
    return ok(await expenseSummary(ctx.db, langOfRequest(request), authOf(request).session.tenant_id, request.body))
  })

  serve(api, routes.reports.export, guard, async (request, reply) => {
    const lang = langOfRequest(request)
    const summary = await expenseSummary(ctx.db, lang, authOf(request).session.tenant_id, request.body)
    const filename = `expenses-${request.body.by}-${request.body.from}-${request.body.to}.xlsx`
    return reply
      .header('content-type', XLSX)
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(await summaryWorkbook(lang, request.body.by, summary))
  })

  serve(api, routes.widget.mine, { preHandler: requireSession(ctx) }, async (request) => {
    const { session, user } = authOf(request)
    return ok(await widgetOf(ctx, langOfRequest(request), session.tenant_id, user.id))
  })
}
