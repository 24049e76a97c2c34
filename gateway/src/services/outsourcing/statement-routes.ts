import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { OUTSOURCING_FUNCTIONS as F } from './functions'
import { checkedMonth } from './input'
import { confirmStatement, statementOf } from './statements'
import { statementWorkbook } from './workbook'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const routes = contract.outsourcing.statements

/** Monthly cost statements per provider (8803), confirming one (880301, freezes it) and its Excel export (880302). */
export function statementRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.get, { preHandler: requireFunction(ctx, F.statements) }, async (request) => {
    const lang = langOfRequest(request)
    const month = checkedMonth(lang, request.body.month)
    return ok(
      (await statementOf(ctx.db, lang, authOf(request).session.tenant_id, request.body.providerId, month, ctx.now()))
        .view,
    )
  })

  serve(api, routes.confirm, { preHandler: requireFunction(ctx, F.confirmStatements) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const month = checkedMonth(lang, request.body.month)
    return ok(
      (
        await confirmStatement(
          ctx.db,
          lang,
          auth.session.tenant_id,
          request.body.providerId,
          month,
          auth.user.id,
          ctx.now(),
        )
      ).view,
    )
  })

  serve(api, routes.export, { preHandler: requireFunction(ctx, F.exportStatements) }, async (request, reply) => {
    const lang = langOfRequest(request)
    const month = checkedMonth(lang, request.body.month)
    const { view } = await statementOf(
      ctx.db,
      lang,
      authOf(request).session.tenant_id,
      request.body.providerId,
      month,
      ctx.now(),
    )
    const filename = `outsourcing-${view.providerId}-${month}.xlsx`
    return reply
      .header('content-type', XLSX)
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(await statementWorkbook(lang, view))
  })
}
