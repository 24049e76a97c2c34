import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { certificateRow } from '../certificates/requests'
import { caseFor, LEAVING_FUNCTION } from './access'
import { caseRow, caseViews } from './cases'
import { issueTermination } from './certificate'
import { certificateFilename, sendTermination } from './certificate-mail'
import { leavingError } from './errors'

const routes = contract.personnel.leaving

/** The termination certificate: issued by HR once the case closed, sent by HR to the leaver's e-mail, downloaded by HR and by the leaver. */
export function certificateRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.certificate, { preHandler: requireFunction(ctx, LEAVING_FUNCTION) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const { row, hr } = await caseFor(ctx, auth, request.body.id, lang)
    if (!hr) throw leavingError(lang, 'notFound')
    await issueTermination(ctx, row, auth.user.id, request.body.lang ?? lang)
    const fresh = (await caseRow(ctx.db, row.tenant_id, row.id))!
    return ok((await caseViews(ctx.db, row.tenant_id, [fresh]))[0])
  })

  serve(app, routes.sendCertificate, { preHandler: requireFunction(ctx, LEAVING_FUNCTION) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const { row, hr } = await caseFor(ctx, auth, request.body.id, lang)
    if (!hr) throw leavingError(lang, 'notFound')
    await sendTermination(ctx, row, lang)
    const fresh = (await caseRow(ctx.db, row.tenant_id, row.id))!
    return ok((await caseViews(ctx.db, row.tenant_id, [fresh]))[0])
  })

  serve(app, routes.certificatePdf, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const { row, hr, leaver } = await caseFor(ctx, auth, request.body.id, lang)
    const certificate = row.certificate_id ? await certificateRow(ctx.db, row.tenant_id, row.certificate_id) : undefined
    if (!(hr || leaver) || certificate?.status !== 'issued') throw leavingError(lang, 'notFound')
    const filename = certificateFilename(row)
    return reply
      .header('content-type', 'application/pdf')
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(certificate.pdf, 'base64'))
  })
}
