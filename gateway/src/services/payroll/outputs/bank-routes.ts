import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { payslipError } from '../payslip/errors'
import { PAYSLIP_FUNCTIONS } from '../payslip/functions'
import { amountOfFen } from '../../../core/money'
import { bankCells, bankCsv, bankFileName, bankHeader, encodeCsv, notInGbk } from './bank-file'
import { layoutOf, saveLayout } from './bank-layout'
import { finalRun, transfersOf } from './transfers'

const { bankFile: routes } = contract.payroll

/**
 * The bank transfer file (820404, a button of the runs page): the tenant's layout (read and saved), the runs whose
 * figures are final, a run's transfers as the file holds them (for the screen), and the run's file, named after the
 * run: one line per person with the net pay and the account of their salary profile.
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
      .leftJoin('salary_group', (join) =>
        join
          .onRef('salary_group.tenant_id', '=', 'salary_run.tenant_id')
          .onRef('salary_group.id', '=', 'salary_run.group_id'),
      )
      .select([
        'salary_run.id',
        'salary_run.month',
        'salary_run.group_id',
        'salary_run.status',
        'salary_run.headcount',
        'salary_group.name',
      ])
      .where('salary_run.tenant_id', '=', authOf(request).session.tenant_id)
      .where('salary_run.status', 'in', ['locked', 'published'])
      .orderBy('salary_run.month', 'desc')
      .orderBy('salary_run.id', 'desc')
      .execute()
    return ok({
      runs: runs.map((run) => ({
        runId: run.id,
        month: run.month,
        groupId: run.group_id,
        groupName: run.name ?? '',
        status: run.status as 'locked' | 'published',
        headcount: run.headcount,
      })),
    })
  })

  serve(api, routes.transfers, { preHandler: guard }, async (request) => {
    const lang = langOfRequest(request)
    const tenantId = authOf(request).session.tenant_id
    const run = await finalRun(ctx.db, tenantId, request.body.runId, lang)
    const [layout, lines] = await Promise.all([layoutOf(ctx.db, tenantId), transfersOf(ctx.db, tenantId, run, lang)])
    return ok({
      runId: run.id,
      month: run.month,
      groupName: run.groupName,
      fileName: bankFileName(lang, run.groupName, run.month),
      columns: layout.columns,
      header: bankHeader(lang, layout),
      rows: bankCells(layout, run.month, lines),
      total: amountOfFen(lines.reduce((sum, line) => sum + line.fen, 0)),
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
    // The run's own name for people; a plain ASCII name for a client that reads only the quoted one.
    const filename = bankFileName(lang, run.groupName, run.month)
    return reply
      .header('content-type', `text/csv; charset=${layout.encoding === 'gbk' ? 'GBK' : 'utf-8'}`)
      .header('filename', encodeURIComponent(filename))
      .header(
        'content-disposition',
        `attachment; filename="bank-transfer-${run.month}-${run.id}.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .header('cache-control', 'no-store')
      .send(encodeCsv(text, layout.encoding))
  })
}
