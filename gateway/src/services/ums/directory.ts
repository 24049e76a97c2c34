import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import { sessionTenant } from '../../core/auth/tenant'
import type { GatewayContext } from '../../core/context'
import { activeStaffByOrgan, buildOrganTree, organsOfTenant } from './organs'
import { findUserPage } from './user-page'
import { contactViewOf } from './contact-view'
import { staffScopeOf, findScheme, schemeError, STAFF_LIST } from '../joyhr/api'
import { checkQuickFilters, QUICK_FILTERS_SCHEMA } from '../masterdata/api'
import { langOfRequest } from '../../core/lang'
import { cached, cachedForOwner, tenantScope } from '../../core/cache'
import type { AppUserTable, SessionTable } from '../../core/db/types'
import { ok, sharedJson } from '../../core/envelope'
import { id, objectBody, text } from '../../core/http/schema'
import { sendSharedJson } from '../../core/http/shared-answer'

import { GatewayError, codes } from '../../core/errors'

/**
 * §3 list query parameters of the staff list (functionId, of its saved schemes, is the schemes' own: joyhr/schemes).
 * §3's approvalType is not one: the spec gives it no meaning for the staff list (unknown properties are dropped).
 */
interface UserPageBody { page: number; rows: number; organId?: number; gangweiId?: number; uid?: string; keyword?: string; status?: number; schemeId?: string; quick?: unknown }

/** §3 `uid`: staff ids (the rows' `id`), comma-separated, at most a page's 200; empty is no filter. */
const UID_LIST = { type: 'string', pattern: '^([1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,199})?$' }
const idsOf = (uid: string) => [...new Set(uid.split(',').map(Number))].filter((n) => n <= 2_147_483_647)

/** organTreeList (function 1001), getUserPage (with the quick filters HR offers: quick-fields.ts) and getUserLight (one staff member; function 1002). */
export function directoryRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { tenantId?: number } }>('/ums/web/organ/organTreeList', {
    schema: { body: objectBody({ tenantId: id() }) },
    preHandler: requireFunction(ctx, '1001'),
  }, async (request) => {
    const { session, user } = authOf(request)
    const tenantId = sessionTenant(session.tenant_id, request.body.tenantId)
    // Each unit counts the staff on the job the caller's staff list shows for it (its data range).
    const [organs, counts] = await Promise.all([organsOfTenant(ctx.db, tenantId), activeStaffByOrgan(ctx.db, tenantId, await staffScopeOf(ctx, session, user))])
    return ok(buildOrganTree(organs, counts))
  })

  app.post<{ Body: UserPageBody }>('/ums/web/entryUser/getUserPage', {
    schema: {
      body: objectBody({
        page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
        rows: { type: 'integer', minimum: 1, maximum: 200, default: 10 },
        organId: id(),
        gangweiId: id(),
        uid: UID_LIST,
        keyword: text(100),
        status: { type: 'integer', enum: [1, 2] },
        schemeId: text(36, 1),
        quick: QUICK_FILTERS_SCHEMA,
      }),
    },
    preHandler: requireFunction(ctx, '1002'),
  }, (request, reply) => {
    const { session, user } = authOf(request)
    // Without a saved scheme or quick filters (read from tables the cache does not hold), the answer comes from cached
    // values only: each held session keeps the pages it got until the cache is dropped (and sends them without waiting).
    if (request.body.schemeId || request.body.quick !== undefined) return sendSharedJson(request, reply, userPage(request, session, user))
    return sendSharedJson(request, reply, cachedForOwner(ctx.db, session, `staffPage:${JSON.stringify(request.body)}`, () => userPage(request, session, user)))
  })

  /** The staff page a request asks for, as the shared bytes of its answer. */
  async function userPage(request: FastifyRequest<{ Body: UserPageBody }>, session: SessionTable, user: AppUserTable): Promise<Buffer> {
    // A saved scheme (the caller's own) gives the filters, its quick filters too; filters sent with the request take precedence.
    const saved = request.body.schemeId ? await findScheme(ctx.db, { tenantId: session.tenant_id, userId: session.user_id }, request.body.schemeId) : undefined
    if (request.body.schemeId && !saved) throw schemeError(langOfRequest(request), 'schemeNotFound')
    const givenQuick = request.body.quick ?? saved?.conditions.quick
    const quick = givenQuick === undefined ? []
      : await checkQuickFilters(ctx.db, { tenantId: session.tenant_id, bizTypeId: STAFF_LIST, lang: langOfRequest(request), now: ctx.now() }, givenQuick)
    const { page, rows, organId, keyword, status } = { ...saved?.conditions, ...request.body }
    const { gangweiId, uid } = request.body
    const query = {
      tenantId: session.tenant_id, page, rows, organId, gangweiId, ...(uid ? { ids: idsOf(uid) } : {}), keyword, status, scope: await staffScopeOf(ctx, session, user),
      contacts: await contactViewOf(ctx, user, session.tenant_id), ...(quick.length ? { quick } : {}),
    }
    // Pages are shared by everyone asking the same filters within the same data range, until the staff tables change.
    const answer = await cached(ctx.db, tenantScope(session.tenant_id), `staffPage:${JSON.stringify(query)}`, () => findUserPage(ctx.db, query))
    return sharedJson(answer, ok)
  }

  app.post<{ Body: { id: number } }>('/ums/web/entryUser/getUserLight', {
    schema: { body: objectBody({ id: id() }, ['id']) },
    preHandler: requireFunction(ctx, '1002'),
  }, async (request) => {
    const { session, user } = authOf(request)
    const [person] = (await findUserPage(ctx.db, {
      tenantId: session.tenant_id, page: 1, rows: 1, ids: [request.body.id], scope: await staffScopeOf(ctx, session, user),
      contacts: await contactViewOf(ctx, user, session.tenant_id),
    })).rows
    if (!person) throw new GatewayError(codes.userNotFound, `Staff member ${request.body.id} not found`)
    return ok(person)
  })
}
