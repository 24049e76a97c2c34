import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { loose, objectBody, text } from '../../../core/http/schema'
import { langOf } from '../lang'
import { recentViewRoutes } from './recent-views'
import { hiddenAppsOfSession } from '../../../brands/brand-of-host'
import { searchAccessOf } from './access'
import { globalSearch, QUERY_MAX, SEARCH_KINDS, type SearchKind } from '../../search/api'

interface Body { keyword: string; kinds?: SearchKind[]; limit?: number; lang?: string | number }

/** Results per kind unless the caller asks for fewer or more (at most LIMIT_MAX). */
export const LIMIT_DEFAULT = 5
export const LIMIT_MAX = 20

/**
 * §7 global search (a JSON post): `{ keyword, kinds?, limit?, lang? }` → `result: { keyword, groups:
 * [{ kind, items: [{ kind, refId, title, snippet, appCode, path }] }] }`, in the session's tenant,
 * only what the user may open and read.
 */
export function searchRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: Body }>('/joyhr/web/globalSearch', {
    schema: {
      body: objectBody({
        keyword: text(QUERY_MAX * 2),
        kinds: { type: 'array', items: { type: 'string', enum: [...SEARCH_KINDS] }, maxItems: SEARCH_KINDS.length },
        limit: { type: 'integer', minimum: 1, maximum: LIMIT_MAX },
        lang: loose(20),
      }, ['keyword']),
    },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    const { keyword, kinds, limit = LIMIT_DEFAULT } = request.body
    const access = await searchAccessOf(ctx, user, session, langOf(request, request.body.lang), await hiddenAppsOfSession(ctx, request, session))
    const groups = await globalSearch(ctx.db, { tenantId: session.tenant_id, userId: user.id, text: keyword, kinds, limit, access })
    return ok({ keyword, groups })
  })
  recentViewRoutes(app, ctx)
}
