import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { findFile, sendFile } from '../../files'
import { personnelContract } from '@hr-portal/api'
import { addDocument, documentTypes, documentView, documentsRecord } from './documents'
import { documentError } from './errors'
import { documentExpiryScheduler } from './expiry'

const routes = contract.personnel.personalDocuments

/** Personal documents on a record: the person's own, or (HR) a staff member's in their data range. */
export function documentRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const rowOf = (tenantId: number, id: string) =>
    ctx.db
      .selectFrom('personal_document')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst()

  serve(app, routes.list, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const record = await documentsRecord(ctx, auth, lang, request.body.employeeId, false)
    const types = await documentTypes(ctx.db, auth.session.tenant_id, ctx.now(), lang)
    const rows = await ctx.db
      .selectFrom('personal_document')
      .selectAll()
      .where('tenant_id', '=', auth.session.tenant_id)
      .where('employee_id', '=', record.employee.id)
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute()
    return ok({
      documents: rows.map((row) => documentView(row, types)),
      types,
      maxBytes: personnelContract.MAX_DOCUMENT_BYTES,
    })
  })

  serve(app, routes.add, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const { employeeId, ...input } = request.body
    const record = await documentsRecord(ctx, auth, lang, employeeId, true)
    const who = { tenantId: auth.session.tenant_id, userId: auth.user.id, lang }
    return ok(await addDocument(ctx, who, record.employee.id, input))
  })

  serve(app, routes.remove, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const row = await rowOf(auth.session.tenant_id, request.body.id)
    if (!row) throw documentError(lang, 'notFound')
    await documentsRecord(ctx, auth, lang, row.employee_id, true).catch(() => {
      throw documentError(lang, 'notFound')
    })
    await ctx.db
      .deleteFrom('personal_document')
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
    return ok({ removed: 1 })
  })

  serve(app, routes.file, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const row = await rowOf(auth.session.tenant_id, request.body.id)
    if (!row) throw documentError(lang, 'notFound')
    await documentsRecord(ctx, auth, lang, row.employee_id, false).catch(() => {
      throw documentError(lang, 'notFound')
    })
    const file = await findFile(ctx, row.tenant_id, row.file_id, null)
    if (!file) throw documentError(lang, 'notFound')
    return sendFile(ctx, request, reply, file)
  })

  documentExpiryScheduler(app, ctx)
}
