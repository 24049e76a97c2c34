import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { payslipError } from '../payslip/errors'
import { PAYSLIP_FUNCTIONS } from '../payslip/functions'
import { bankCsv, encodeCsv, notInGbk } from './bank-file'
import { layoutOf, saveLayout } from './bank-layout'
import { finalRun, transfersOf } from './transfers'

const { bankFile: routes } = contract.salary

/**
 * The bank transfer file (820404, a button of the runs page): the tenant's layout (read and saved), the runs whose
 * figures are final, and a run's file: one line per person with the net pay and the account of their salary profile.
 */
export function bankRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = requireFunction(ctx, PAYSLIP_FUNCTIONS.bankFile)

  serve(api, routes.layout, { preHandler: guard }, async (request) =>
    ok(await layoutOf(ctx.db, authOf(request).session.tenant_id)),
  )

  serve(api, routes.saveLayout, { preHandler: guard }, async (request) => {
    const auth = authOf(request)
    if (new Set(request.body.columns).size !== request.body.columns.length)
      throw payslipError(langOfRequest(request), 'badLayout')
    await saveLayout(ctx.db, auth.session.tenant_id, request.body, auth.user.id, ctx.now())
    return ok(await layoutOf(ctx.db, auth.session.tenant_id))
  })

  serve(api, routes.runs, { preHandler: guard }, async (request) => {
    const runs = await ctx.db
      .selectFrom('salary_run')
      .select(['id', 'month', 'group_id', 'status', 'headcount', 'net_fen'])
      .where('tenant_id', '=', authOf(request).session.tenant_id)
      .where('status', 'in', ['locked', 'published'])
      .orderBy('month', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return ok({
      runs: runs.map((run) => ({
        runId: run.id,
        month: run.month,
        groupId: run.group_id,
        status: run.status as 'locked' | 'published',
        headcount: run.headcount,
      })),
    })
  })

  serve(api, routes.export, { preHandler: guard }, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const run = await finalRun(ctx.db, tenantId, request.body.runId, lang)
    const [layout, lines] = await Promise.all([layoutOf(ctx.db, tenantId), transfersOf(ctx.db, tenantId, run, lang)])
    const text = bankCsv(lang, layout, run.month, lines)
    if (layout.encoding === 'gbk') {
      const lost = notInGbk(text)
      if (lost.length) throw payslipError(lang, 'notEncodable', { chars: lost.join(' ') })
    }
    const filename = `bank-transfer-${run.month}-${run.id}.csv`
    return reply
      .header('content-type', `text/csv; charset=${layout.encoding === 'gbk' ? 'GBK' : 'utf-8'}`)
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(encodeCsv(text, layout.encoding))
  })
}
