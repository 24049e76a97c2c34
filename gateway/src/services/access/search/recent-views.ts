import { contract, type ResultOf } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOf } from '../lang'
import { hiddenAppsOfSession } from '../../../brands/brand-of-host'
import { searchAccessOf } from './access'
import { recentViewsOf, recordRecentView } from '../../search'

/** Entries answered. */
export const RECENT_SHOWN = 8

/**
 * Recent views under the search box: `globalSearch/recordView` notes a page or record the user opened
 * (session tenant and user), `globalSearch/recent` answers the newest of the last 7 days that the user
 * may still open; older ones are dropped.
 */
export function recentViewRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.access.search.recordView, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    await recordRecentView(ctx.db, { tenantId: session.tenant_id, userId: user.id }, request.body, ctx.now())
    return ok(true)
  })

  serve(app, contract.access.search.recent, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const views = await recentViewsOf(ctx.db, { tenantId: session.tenant_id, userId: user.id }, ctx.now())
    const access = await searchAccessOf(
      ctx,
      user,
      session,
      langOf(request, request.body.lang),
      await hiddenAppsOfSession(ctx, request, session),
    )
    // A view's kind is one recordView took (a search kind or 'page').
    return ok(
      views.filter((view) => access.mayOpen(view.appCode, view.path)).slice(0, RECENT_SHOWN) as ResultOf<
        typeof contract.access.search.recent
      >,
    )
  })
}
