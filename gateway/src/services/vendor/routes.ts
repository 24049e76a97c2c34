import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { id, objectBody, text } from '../../core/http/schema'
import { verifyBearer } from './bearer'

/** Sample backends of the vendor apps; they trust only app tokens, never the staff session. */
export function vendorRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { keyword?: string } }>('/supplier/api/suppliers', {
    schema: { body: objectBody({ keyword: text(100) }) },
  }, async (request) => {
    const claims = await verifyBearer(ctx, request, 'supplier')
    let query = ctx.db.selectFrom('supplier').selectAll().where('tenant_id', '=', claims.tid)
    const keyword = request.body.keyword?.trim()
    if (keyword) query = query.where('name', 'like', `%${keyword.replace(/[\\%_]/g, '')}%`)
    const rows = await query.orderBy('id').execute()
    return ok({ total: rows.length, rows })
  })

  app.post<{ Body: { id: number } }>('/supplier/api/supplier/detail', {
    schema: { body: objectBody({ id: id() }, ['id']) },
  }, async (request) => {
    const claims = await verifyBearer(ctx, request, 'supplier')
    const row = await ctx.db.selectFrom('supplier').selectAll()
      .where('tenant_id', '=', claims.tid).where('id', '=', request.body.id).executeTakeFirst()
    if (!row) throw new GatewayError(codes.supplierNotFound, `Supplier ${request.body.id} not found`)
    return ok(row)
  })
}
