import { contract, personnelContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { staffCsv } from './staff-csv'
import { findUserPage } from './user-page'
import { contactViewOf } from './contact-view'
import { staffScopeOf, STAFF_LIST } from '../access'
import { checkQuickFilters } from '../masterdata'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'

/** The most rows one export answers. */
export const EXPORT_LIMIT = personnelContract.EXPORT_LIMIT

/**
 * Staff export (button 100202), of a filter (with the list's quick filters, as getUserPage) or of the selected `ids` (the
 * batch): a CSV file with its name in the `filename` header (§7 blob export).
 */
export function staffExportRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(
    app,
    contract.personnel.people.export,
    { preHandler: requireFunction(ctx, '100202') },
    async (request, reply) => {
      const { organId, keyword, status, ids } = request.body
      const { session, user } = authOf(request)
      const quick = await checkQuickFilters(
        ctx.db,
        { tenantId: session.tenant_id, bizTypeId: STAFF_LIST, lang: langOfRequest(request), now: ctx.now() },
        request.body.quick,
      )
      const scope = await staffScopeOf(ctx, session, user)
      const contacts = await contactViewOf(ctx, user, session.tenant_id)
      const page = await findUserPage(ctx.db, {
        tenantId: session.tenant_id,
        page: 1,
        rows: EXPORT_LIMIT,
        organId,
        keyword,
        status,
        ids,
        scope,
        contacts,
        quick,
      })
      const filename = `staff-${new Date(ctx.now()).toISOString().slice(0, 10)}.csv`
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('filename', encodeURIComponent(filename))
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(staffCsv(page.rows))
    },
  )
}
