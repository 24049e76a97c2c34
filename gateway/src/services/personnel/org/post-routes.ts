import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { langOfRequest } from '../../../core/lang'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { organsOfTenant, subtreeIds } from '../organs'
import { orgError } from './errors'
import { ORG_FUNCTIONS } from './functions'
import { removeGangwei, saveGangwei } from './gangwei-write'
import type { Actor } from './org-audit'
import {
  gangweiInfo,
  gangweiNames,
  gangweiPage,
  zhileiList,
  zhiweiList,
  zhiweiPage,
  zhiweisForOrgans,
} from './post-reads'
import { removeZhilei, removeZhiwei, saveZhilei, saveZhiwei } from './post-write'

const actorOf = (request: FastifyRequest): Actor => {
  const { session } = authOf(request)
  return { tenantId: session.tenant_id, userId: session.user_id }
}
const tenantOf = (request: FastifyRequest) => authOf(request).session.tenant_id
const { posts: routes } = contract.personnel
/** A page request with the contract's defaults (1 and 10) filled in. */
const paged = <B extends { page?: number; rows?: number }>(body: B) => ({
  ...body,
  page: body.page ?? 1,
  rows: body.rows ?? 10,
})

/** Post categories (zhilei), posts (zhiwei) and positions (gangwei): the §7 Directory reads and their writes. */
export function postRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const session = requireSession(ctx)

  serve(app, routes.categories, { preHandler: session }, async (request) =>
    ok(await zhileiList(ctx.db, tenantOf(request))),
  )
  serve(app, routes.all, { preHandler: session }, async (request) => ok(await zhiweiList(ctx.db, tenantOf(request))))
  serve(app, routes.find, { preHandler: session }, async (request) =>
    ok(await zhiweiList(ctx.db, tenantOf(request), { keyword: request.body.keyword })),
  )
  serve(app, routes.forOrgans, { preHandler: session }, async (request) => {
    const organs = await organsOfTenant(ctx.db, tenantOf(request))
    const ancestorsOf = (organId: number) => {
      const chain: number[] = []
      for (let at = organs.find((o) => o.id === organId); at; at = organs.find((o) => o.id === at!.parent_id))
        chain.push(at.id)
      return chain
    }
    return ok(await zhiweisForOrgans(ctx.db, tenantOf(request), request.body.organIds, ancestorsOf))
  })
  serve(app, routes.page, { preHandler: session }, async (request) =>
    ok(await zhiweiPage(ctx.db, tenantOf(request), paged(request.body))),
  )

  serve(app, routes.positionPage, { preHandler: session }, async (request) => {
    const { organId, ...rest } = paged(request.body)
    const organIds =
      organId === undefined ? undefined : subtreeIds(await organsOfTenant(ctx.db, tenantOf(request)), organId)
    return ok(await gangweiPage(ctx.db, tenantOf(request), { ...rest, organIds }))
  })
  serve(app, routes.position, { preHandler: session }, async (request) => {
    const info = await gangweiInfo(ctx.db, tenantOf(request), request.body.id)
    if (!info) throw orgError(langOfRequest(request), 'gangweiNotFound')
    return ok(info)
  })
  serve(app, routes.positionNames, { preHandler: session }, async (request) =>
    ok(await gangweiNames(ctx.db, tenantOf(request), [request.body.organId])),
  )
  serve(app, routes.positionNamesOf, { preHandler: session }, async (request) =>
    ok(await gangweiNames(ctx.db, tenantOf(request), request.body.organIds)),
  )

  serve(app, routes.saveCategory, { preHandler: requireFunction(ctx, ORG_FUNCTIONS.zhileiEdit) }, async (request) =>
    ok(await saveZhilei(ctx.db, langOfRequest(request), actorOf(request), request.body)),
  )
  serve(app, routes.removeCategory, { preHandler: requireFunction(ctx, ORG_FUNCTIONS.zhileiEdit) }, async (request) => {
    await removeZhilei(ctx.db, langOfRequest(request), actorOf(request), request.body.id)
    return ok(null)
  })

  serve(app, routes.save, { preHandler: requireFunction(ctx, ORG_FUNCTIONS.zhiweiEdit) }, async (request) =>
    ok(await saveZhiwei(ctx.db, langOfRequest(request), actorOf(request), request.body)),
  )
  serve(app, routes.remove, { preHandler: requireFunction(ctx, ORG_FUNCTIONS.zhiweiEdit) }, async (request) => {
    await removeZhiwei(ctx.db, langOfRequest(request), actorOf(request), request.body.id)
    return ok(null)
  })

  serve(app, routes.savePosition, { preHandler: requireFunction(ctx, ORG_FUNCTIONS.gangweiEdit) }, async (request) =>
    ok(
      await saveGangwei(ctx.db, langOfRequest(request), actorOf(request), {
        ...request.body,
        headcount: request.body.headcount ?? 0,
      }),
    ),
  )
  serve(
    app,
    routes.removePosition,
    { preHandler: requireFunction(ctx, ORG_FUNCTIONS.gangweiEdit) },
    async (request) => {
      await removeGangwei(ctx.db, langOfRequest(request), actorOf(request), request.body.id)
      return ok(null)
    },
  )
}
