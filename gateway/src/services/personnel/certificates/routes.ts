import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { canView, loadInstance } from '../../workflow'
import { RECORD_FUNCTIONS } from '../records/functions'
import { loadRecord } from '../records/record-row'
import { ownRecord } from '../self-service/own-record'
import { certificateError } from './errors'
import { askCertificate, certificateRow, certificateView } from './requests'
import { templateRoutes } from './template-routes'
import { verifyRoutes } from './verify-routes'

const routes = contract.personnel.certificates

/** Certificates of one's own record: asking, one's list, a request's detail, the PDF; the templates; verification. */
export function certificateRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.ask, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const own = await ownRecord(ctx, auth, lang)
    const { employeeId, ...asked } = request.body
    if (employeeId !== undefined && employeeId !== own.employee.id) throw certificateError(lang, 'notYours')
    const who = { tenantId: auth.session.tenant_id, userId: auth.user.id, lang }
    return ok(await askCertificate(ctx, who, own, asked))
  })

  serve(app, routes.mine, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const own = await ownRecord(ctx, auth, langOfRequest(request))
    const rows = await ctx.db
      .selectFrom('certificate')
      .selectAll()
      .where('tenant_id', '=', auth.session.tenant_id)
      .where('employee_id', '=', own.employee.id)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute()
    return ok(rows.map(certificateView))
  })

  // One request (the approval centre's detail): for its owner and those who may see its request.
  serve(app, routes.detail, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const row = await certificateRow(ctx.db, tenantId, request.body.id)
    const record = row && (await loadRecord(ctx.db, tenantId, row.employee_id))
    const instance = row?.instance_id ? await loadInstance(ctx.db, tenantId, row.instance_id) : undefined
    const mine = row !== undefined && auth.user.employee_id === row.employee_id
    if (!row || !record || !(mine || (instance && (await canView(ctx.db, auth, instance, ctx.now())))))
      throw certificateError(langOfRequest(request), 'notFound')
    return ok({ ...certificateView(row), employeeName: record.employee.name })
  })

  serve(app, routes.pdf, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const auth = authOf(request)
    const row = await certificateRow(ctx.db, auth.session.tenant_id, request.body.id)
    if (row?.status !== 'issued' || row.employee_id !== auth.user.employee_id)
      throw certificateError(langOfRequest(request), 'notFound')
    const filename = `certificate-${row.kind}-${row.id.slice(0, 8)}.pdf`
    return reply
      .header('content-type', 'application/pdf')
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(row.pdf, 'base64'))
  })

  templateRoutes(app, ctx, requireFunction(ctx, RECORD_FUNCTIONS.edit))
  verifyRoutes(app, ctx)
}
