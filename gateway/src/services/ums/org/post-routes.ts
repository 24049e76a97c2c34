import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { langOfRequest } from '../../../core/lang'
import { ok } from '../../../core/envelope'
import { id, objectBody, text } from '../../../core/http/schema'
import { organsOfTenant, subtreeIds } from '../organs'
import { orgError } from './errors'
import { ORG_FUNCTIONS } from './functions'
import { removeGangwei, saveGangwei, type GangweiInput } from './gangwei-write'
import type { Actor } from './org-audit'
import { gangweiInfo, gangweiNames, gangweiPage, zhileiList, zhiweiList, zhiweiPage, zhiweisForOrgans } from './post-reads'
import { removeZhilei, removeZhiwei, saveZhilei, saveZhiwei, type ZhiweiInput } from './post-write'

const actorOf = (request: FastifyRequest): Actor => {
  const { session } = authOf(request)
  return { tenantId: session.tenant_id, userId: session.user_id }
}
const tenantOf = (request: FastifyRequest) => authOf(request).session.tenant_id
const ids = (maxItems = 500) => ({ type: 'array', items: id(), minItems: 1, maxItems })
const paging = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  rows: { type: 'integer', minimum: 1, maximum: 200, default: 10 },
  keyword: text(100),
}
type Page = { page: number; rows: number; keyword?: string }

/** Post categories (zhilei), posts (zhiwei) and positions (gangwei): the §7 Directory reads and their writes. */
export function postRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const session = requireSession(ctx)

  app.post('/ums/web/zhiwei/getZhileiList', { schema: { body: objectBody({}) }, preHandler: session },
    async (request) => ok(await zhileiList(ctx.db, tenantOf(request))))
  app.post('/ums/web/zhiwei/getZhiweiAll', { schema: { body: objectBody({}) }, preHandler: session },
    async (request) => ok(await zhiweiList(ctx.db, tenantOf(request))))
  app.post<{ Body: { keyword?: string } }>('/ums/web/zhiwei/getAllZhiweis', { schema: { body: objectBody({ keyword: text(100) }) }, preHandler: session },
    async (request) => ok(await zhiweiList(ctx.db, tenantOf(request), { keyword: request.body.keyword })))
  app.post<{ Body: { organIds: number[] } }>('/ums/web/zhiwei/getAllZhiweisByOrganIds', {
    schema: { body: objectBody({ organIds: ids() }, ['organIds']) }, preHandler: session,
  }, async (request) => {
    const organs = await organsOfTenant(ctx.db, tenantOf(request))
    const ancestorsOf = (organId: number) => {
      const chain: number[] = []
      for (let at = organs.find((o) => o.id === organId); at; at = organs.find((o) => o.id === at!.parent_id)) chain.push(at.id)
      return chain
    }
    return ok(await zhiweisForOrgans(ctx.db, tenantOf(request), request.body.organIds, ancestorsOf))
  })
  app.post<{ Body: Page & { zhileiId?: number } }>('/ums/web/zhiwei/getZhiweiPageByZhileiId', {
    schema: { body: objectBody({ ...paging, zhileiId: id() }) }, preHandler: session,
  }, async (request) => ok(await zhiweiPage(ctx.db, tenantOf(request), request.body)))

  app.post<{ Body: Page & { organId?: number; zhiweiId?: number } }>('/ums/web/gangwei/getGangweiPage', {
    schema: { body: objectBody({ ...paging, organId: id(), zhiweiId: id() }) }, preHandler: session,
  }, async (request) => {
    const { organId, ...rest } = request.body
    const organIds = organId === undefined ? undefined : subtreeIds(await organsOfTenant(ctx.db, tenantOf(request)), organId)
    return ok(await gangweiPage(ctx.db, tenantOf(request), { ...rest, organIds }))
  })
  app.post<{ Body: { id: number } }>('/ums/web/gangwei/getGangweiInfo', {
    schema: { body: objectBody({ id: id() }, ['id']) }, preHandler: session,
  }, async (request) => {
    const info = await gangweiInfo(ctx.db, tenantOf(request), request.body.id)
    if (!info) throw orgError(langOfRequest(request), 'gangweiNotFound')
    return ok(info)
  })
  app.post<{ Body: { organId: number } }>('/ums/web/gangwei/getGangweiNamesByOrganId', {
    schema: { body: objectBody({ organId: id() }, ['organId']) }, preHandler: session,
  }, async (request) => ok(await gangweiNames(ctx.db, tenantOf(request), [request.body.organId])))
  app.post<{ Body: { organIds: number[] } }>('/ums/web/gangwei/getGangweiNamesByOrganIds', {
    schema: { body: objectBody({ organIds: ids() }, ['organIds']) }, preHandler: session,
  }, async (request) => ok(await gangweiNames(ctx.db, tenantOf(request), request.body.organIds)))

  app.post<{ Body: { id?: number; name: string } }>('/ums/web/zhilei/save', {
    schema: { body: objectBody({ id: id(), name: text(200) }, ['name']) }, preHandler: requireFunction(ctx, ORG_FUNCTIONS.zhileiEdit),
  }, async (request) => ok(await saveZhilei(ctx.db, langOfRequest(request), actorOf(request), request.body)))
  app.post<{ Body: { id: number } }>('/ums/web/zhilei/remove', {
    schema: { body: objectBody({ id: id() }, ['id']) }, preHandler: requireFunction(ctx, ORG_FUNCTIONS.zhileiEdit),
  }, async (request) => { await removeZhilei(ctx.db, langOfRequest(request), actorOf(request), request.body.id); return ok(null) })

  app.post<{ Body: ZhiweiInput }>('/ums/web/zhiwei/save', {
    schema: { body: objectBody({ id: id(), zhileiId: id(), name: text(200), organIds: { ...ids(), minItems: 0 } }, ['zhileiId', 'name']) },
    preHandler: requireFunction(ctx, ORG_FUNCTIONS.zhiweiEdit),
  }, async (request) => ok(await saveZhiwei(ctx.db, langOfRequest(request), actorOf(request), request.body)))
  app.post<{ Body: { id: number } }>('/ums/web/zhiwei/remove', {
    schema: { body: objectBody({ id: id() }, ['id']) }, preHandler: requireFunction(ctx, ORG_FUNCTIONS.zhiweiEdit),
  }, async (request) => { await removeZhiwei(ctx.db, langOfRequest(request), actorOf(request), request.body.id); return ok(null) })

  app.post<{ Body: GangweiInput }>('/ums/web/gangwei/save', {
    schema: {
      body: objectBody({ id: id(), organId: id(), zhiweiId: id(), name: text(200), headcount: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 } },
        ['organId', 'zhiweiId', 'name']),
    },
    preHandler: requireFunction(ctx, ORG_FUNCTIONS.gangweiEdit),
  }, async (request) => ok(await saveGangwei(ctx.db, langOfRequest(request), actorOf(request), request.body)))
  app.post<{ Body: { id: number } }>('/ums/web/gangwei/remove', {
    schema: { body: objectBody({ id: id() }, ['id']) }, preHandler: requireFunction(ctx, ORG_FUNCTIONS.gangweiEdit),
  }, async (request) => { await removeGangwei(ctx.db, langOfRequest(request), actorOf(request), request.body.id); return ok(null) })
}
