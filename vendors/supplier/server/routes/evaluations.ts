import type { FastifyInstance } from 'fastify'
import { ok } from '../errors'
import { body, id, score } from '../http/schema'
import { evaluationsOf, saveEvaluation, type NewEvaluation } from '../store/evaluations'
import { callerOf, type Backend } from './backend'

/** The signed-in user's evaluation of a supplier (one each; saving again replaces it). */
export function evaluationRoutes(app: FastifyInstance, backend: Backend): void {
  app.post<{ Body: NewEvaluation & { supplierId: number } }>(
    '/api/evaluations/save',
    {
      schema: {
        body: body(
          {
            supplierId: id,
            quality: score,
            delivery: score,
            service: score,
            comment: { type: 'string', maxLength: 500 },
          },
          ['supplierId', 'quality', 'delivery', 'service'],
        ),
      },
    },
    async (request) => {
      const { tenant, user } = callerOf(request)
      const { supplierId, quality, delivery, service } = request.body
      saveEvaluation(
        backend.db,
        tenant,
        supplierId,
        user,
        { quality, delivery, service, comment: (request.body.comment ?? '').trim() },
        backend.now(),
      )
      return ok(evaluationsOf(backend.db, tenant, supplierId, user))
    },
  )
}
