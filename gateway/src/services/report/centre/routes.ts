import { type BodyOf, contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import { organsOfTenant } from '../../../core/org-tree'
import type { ReportDefinition } from '../../../core/report-registry'
import { tenantTimeZone } from '../../scheduling'
import { reportFor, reportsOf } from './access'
import { checkParams, resolveParams } from './params'
import { fileNameOf, runReport, workbookOf, XLSX } from './produce'

/** A report's entry in the catalogue, in the caller's language. */
export const catalogueEntry = (report: ReportDefinition, lang: Lang) => ({
  code: report.code,
  app: report.app,
  title: report.title[lang],
  description: report.description[lang],
  params: report.params.map((param) => ({ ...param, label: param.label[lang] })),
})

const { centre: routes } = contract.report
type RunBody = BodyOf<typeof routes.run>

/**
 * The report centre (/report/web/centre): the catalogue of the reports the caller may run (every service's reports,
 * core/report-registry.ts, filtered by their function), running one with its parameters, and its Excel file.
 */
export function centreRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }

  serve(api, routes.catalogue, guard, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const reports = await reportsOf(ctx.db, session.tenant_id, session.user_id)
    const needsDepartments = reports.some((report) => report.params.some((param) => param.kind === 'department'))
    const departments = needsDepartments
      ? (await organsOfTenant(ctx.db, session.tenant_id)).map((organ) => ({
          id: organ.id,
          name: organ.name,
          parentId: organ.parent_id,
        }))
      : []
    return ok({ reports: reports.map((report) => catalogueEntry(report, lang)), departments })
  })

  const prepare = async (request: { body: RunBody } & Parameters<typeof authOf>[0]) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const report = await reportFor(ctx.db, session.tenant_id, session.user_id, request.body.code, lang)
    const checked = await checkParams(ctx.db, session.tenant_id, report, request.body.params ?? {}, lang)
    const params = resolveParams(checked, ctx.now(), await tenantTimeZone(ctx.db, session.tenant_id))
    const table = await runReport(
      ctx.db,
      report,
      { tenantId: session.tenant_id, userId: session.user_id, now: ctx.now(), lang },
      params,
    )
    return { report, params, table, lang }
  }

  serve(api, routes.run, guard, async (request) => {
    const { report, params, table, lang } = await prepare(request)
    return ok({
      code: report.code,
      title: report.title[lang],
      params,
      table: { ...table, columns: table.columns.map((c) => ({ ...c, title: c.title[lang] })) },
    })
  })

  serve(api, routes.export, guard, async (request, reply) => {
    const { report, params, table, lang } = await prepare(request)
    const filename = fileNameOf(report, params)
    return reply
      .header('content-type', XLSX)
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(await workbookOf(report, params, table, lang))
  })
}
