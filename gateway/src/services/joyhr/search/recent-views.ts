import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { loose, objectBody, text } from '../../../core/http/schema'
import { langOf } from '../lang'
import { hiddenAppsOfSession } from '../../../brands/brand-of-host'
import { searchAccessOf } from './access'
import { recentViewsOf, recordRecentView, SEARCH_KINDS } from '../../search/api'

/** Entries answered. */
export const RECENT_SHOWN = 8

interface ViewBody { kind: string; title: string; appCode: string; path: string }

/**
 * Recent views under the search box: `globalSearch/recordView` notes a page or record the user opened
 * (session tenant and user), `globalSearch/recent` answers the newest of the last 7 days that the user
 * may still open; older ones are dropped.
 */
export function recentViewRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: ViewBody }>('/joyhr/web/globalSearch/recordView', {
    schema: {
      body: objectBody({
        kind: { type: 'string', enum: [...SEARCH_KINDS, 'page'] },
        title: text(300, 1),
        appCode: { type: 'string', maxLength: 60, pattern: '^[a-z0-9-]*$' },
        path: { type: 'string', minLength: 1, maxLength: 500, pattern: '^/' },
      }, ['kind', 'title', 'appCode', 'path']),
    },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    await recordRecentView(ctx.db, { tenantId: session.tenant_id, userId: user.id }, request.body, ctx.now())
    return ok(true)
  })

  app.post<{ Body: { lang?: string | number } }>('/joyhr/web/globalSearch/recent', {
    schema: { body: objectBody({ lang: loose(20) }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    const views = await recentViewsOf(ctx.db, { tenantId: session.tenant_id, userId: user.id }, ctx.now())
    const access = await searchAccessOf(ctx, user, session, langOf(request, request.body.lang), await hiddenAppsOfSession(ctx, request, session))
    return ok(views.filter((view) => access.mayOpen(view.appCode, view.path)).slice(0, RECENT_SHOWN))
  })
}
