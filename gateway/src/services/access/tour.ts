import { contract, type Static } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'

/** The shell's first-sign-in tour; sub-app tours are started by the user and need no mark. */
export const SHELL_TOUR = 'shell'

/** Whether a tour has been finished, as the shell asks after sign-in. */
export type TourStatus = Static<typeof contract.access.settings.tourStatus.result>

const { settings: routes } = contract.access

/**
 * Guided tour marks, per user and per tenant of the session: `status` says
 * whether a tour has been finished, `complete` marks it finished (completed or closed; either way
 * it does not start by itself again, and "Guided tour" in the shell bar restarts it).
 */
export function tourRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.tourStatus, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const row = await ctx.db
      .selectFrom('tour_completion')
      .select(['outcome', 'completed_at'])
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', user.id)
      .where('tour_id', '=', request.body.tourId)
      .executeTakeFirst()
    const status: TourStatus = {
      tourId: request.body.tourId,
      completed: Boolean(row),
      outcome: (row?.outcome as TourStatus['outcome']) ?? null,
      completedAt: row ? Number(row.completed_at) : null,
    }
    return ok(status)
  })

  serve(app, routes.tourComplete, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const key = { tenant_id: session.tenant_id, user_id: user.id, tour_id: request.body.tourId }
    const values = { outcome: request.body.outcome, completed_at: ctx.now() }
    // Two tabs finishing at once: the later one wins; the tour is finished either way.
    await ctx.db
      .insertInto('tour_completion')
      .values({ ...key, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'tour_id']).doUpdateSet(values))
      .execute()
    return ok(true)
  })
}
