import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { staffCsv } from './staff-csv'
import { findUserPage } from './user-page'
import { id, objectBody, text } from '../../core/http/schema'

/** The most rows one export answers. */
export const EXPORT_LIMIT = 10_000

/** Staff export (button 100202): a CSV file with its name in the `filename` header (§7 blob export). */
export function staffExportRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { organId?: number; keyword?: string } }>('/ums/web/entryUser/export', {
    schema: { body: objectBody({ organId: id(), keyword: text(100) }) },
    preHandler: requireFunction(ctx, '100202'),
  }, async (request, reply) => {
    const { organId, keyword } = request.body
    const page = await findUserPage(ctx.db, { tenantId: authOf(request).session.tenant_id, page: 1, rows: EXPORT_LIMIT, organId, keyword })
    const filename = `staff-${new Date(ctx.now()).toISOString().slice(0, 10)}.csv`
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(staffCsv(page.rows))
  })
}
