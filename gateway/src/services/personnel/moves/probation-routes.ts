import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { canView, loadInstance } from '../../workflow'
import { loadRecord } from '../records/record-row'
import { moveError } from './errors'
import { MOVE_FUNCTIONS } from './functions'
import { probationState, requestReview, reviewView } from './probation'
import { movableRecord } from './who-may'

const routes = contract.personnel.probation

/** Probation reviews: where a person's probation stands, and asking to confirm, extend or end it (function 1106). */
export function probationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.state, { preHandler: requireFunction(ctx, MOVE_FUNCTIONS.moves) }, async (request) => {
    const auth = authOf(request)
    const row = await movableRecord(ctx, auth, langOfRequest(request), request.body.employeeId)
    return ok(await probationState(ctx.db, auth.session.tenant_id, row))
  })

  serve(app, routes.request, { preHandler: requireFunction(ctx, MOVE_FUNCTIONS.moves) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const row = await movableRecord(ctx, auth, lang, request.body.employeeId)
    return ok(
      await requestReview(ctx, { tenantId: auth.session.tenant_id, userId: auth.user.id, lang }, row, request.body),
    )
  })

  // One review (the approval centre's detail): for those who may see its request, or HR with the person in range.
  serve(app, routes.get, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const review = await ctx.db
      .selectFrom('probation_review')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    const record = review && (await loadRecord(ctx.db, tenantId, review.employee_id))
    if (!review || !record) throw moveError(lang, 'notFound')
    const instance = review.instance_id ? await loadInstance(ctx.db, tenantId, review.instance_id) : undefined
    const visible =
      (instance && (await canView(ctx.db, auth, instance, ctx.now()))) ||
      (await movableRecord(ctx, auth, lang, review.employee_id).then(
        () => true,
        () => false,
      ))
    if (!visible) throw moveError(lang, 'notFound')
    return ok(reviewView(review, record.employee.name))
  })
}
