import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { shellOriginsOf } from '../../../config'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { requireOperator } from '../operator-guard'
import { ReportAdmission } from './admission'
import { rawViolationsOf, REPORT_TYPES } from './report-formats'
import { storeViolation } from './store'
import { violationOf } from './violation'

export { REPORTS_PER_ADDRESS, REPORTS_PER_MINUTE } from './admission'
/** The largest report body read (a Reporting API delivery holds at most 20 reports). */
export const REPORT_BODY_LIMIT = 64 * 1024

const routes = contract.operations.csp

/** How many kinds of violation the operations console lists. */
const LISTED = 500

/**
 * Content-security-policy violation reports (OWASP ASVS 3.4.7). Browsers post them to CSP_REPORT_PATH
 * from the shell's and the apps' pages, in either format, without a session and from any of the product's
 * origins: each is validated and size-limited, budgeted per address, network, document and overall (admission.ts), reduced to its kind and
 * counted (services/operations/csp-reports/store.ts). Platform operators list the kinds, newest first.
 */
export function cspReportRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const admission = new ReportAdmission()
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser([...REPORT_TYPES], { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, parseJson)
  // Vendor apps' pages run on their own origins under their own policies; the shell page's blocked frames are reported from the shell.
  const ownOrigins = () => new Set([...shellOriginsOf(ctx.config), ctx.config.appsOrigin])

  serve(
    app,
    routes.report,
    {
      // Browsers send reports from every page of the product without a token: the origin guard lets them by.
      config: { anyOrigin: true },
    },
    async (request, reply) => {
      const now = ctx.now()
      if (!admission.delivery(request.ip, now)) return reply.status(429).send()
      const origins = ownOrigins()
      for (const raw of rawViolationsOf(request.body)) {
        const violation = violationOf(raw, origins)
        if (violation && admission.violation(violation.document, now))
          await storeViolation(ctx.db, violation, now, () => admission.newKind(request.ip, now))
      }
      return reply.status(204).send()
    },
  )

  serve(app, contract.operations.operations.cspReports, { preValidation: requireOperator(ctx) }, async () => {
    const rows = await ctx.db
      .selectFrom('csp_report')
      .select(['id', 'directive', 'blocked', 'document', 'disposition', 'count', 'first_seen', 'last_seen'])
      .orderBy('last_seen', 'desc')
      .orderBy('id')
      .limit(LISTED)
      .execute()
    return ok(
      rows.map((row) => ({
        id: row.id,
        directive: row.directive,
        blocked: row.blocked,
        document: row.document,
        disposition: row.disposition,
        count: Number(row.count),
        firstSeen: Number(row.first_seen),
        lastSeen: Number(row.last_seen),
      })),
    )
  })
}
