import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody } from '../../core/http/schema'
import { verifyBearer } from './bearer'
import { tours } from './tours'

/** The tour-shop app's sample backend; it trusts only app tokens, never the staff session. */
export function vendorRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/tour-shop/api/tours', { schema: { body: objectBody({}) } }, async (request) => {
    await verifyBearer(ctx, request, 'tour-shop')
    return ok({ total: tours.length, rows: tours })
  })
}
