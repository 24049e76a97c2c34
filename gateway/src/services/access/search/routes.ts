import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOf } from '../lang'
import { recentViewRoutes } from './recent-views'
import { hiddenAppsOfSession } from '../../../brands/brand-of-host'
import { searchAccessOf } from './access'
import { globalSearch } from '../../search'

/** Results per kind unless the caller asks for fewer or more (at most 20, as the contract allows). */
export const LIMIT_DEFAULT = 5

/**
 * §7 global search (a JSON post): `{ keyword, kinds?, limit?, lang? }` → `result: { keyword, groups:
 * [{ kind, items: [{ kind, refId, title, snippet, appCode, path }] }] }`, in the session's tenant,
 * only what the user may open and read.
 */
export function searchRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.access.search.find, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const { keyword, kinds, limit = LIMIT_DEFAULT } = request.body
    const access = await searchAccessOf(
      ctx,
      user,
      session,
      langOf(request, request.body.lang),
      await hiddenAppsOfSession(ctx, request, session),
    )
    const groups = await globalSearch(ctx.db, {
      tenantId: session.tenant_id,
      userId: user.id,
      text: keyword,
      kinds,
      limit,
      access,
    })
    return ok({ keyword, groups })
  })
  recentViewRoutes(app, ctx)
}
