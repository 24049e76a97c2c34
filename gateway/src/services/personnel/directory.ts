import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import { sessionTenant } from '../../core/auth/tenant'
import type { GatewayContext } from '../../core/context'
import { activeStaffByOrgan, buildOrganTree, organsOfTenant } from './organs'
import { findUserPage } from './user-page'
import { contactViewOf } from './contact-view'
import { staffScopeOf, findScheme, schemeError, STAFF_LIST } from '../access'
import { checkQuickFilters } from '../masterdata'
import { langOfRequest } from '../../core/lang'
import { cached, cachedForOwner, tenantScope } from '../../core/cache'
import type { AppUserTable, SessionTable } from '../../core/db/types'
import { ok, sharedJson } from '../../core/envelope'
import { serve, type ServeRequest } from '../../core/http/serve'
import { sendSharedJson } from '../../core/http/shared-answer'

import { GatewayError, codes } from '../../core/errors'

const { directory: routes } = contract.personnel

const idsOf = (uid: string) => [...new Set(uid.split(',').map(Number))].filter((n) => n <= 2_147_483_647)

/** organTreeList (function 1001), getUserPage (with the quick filters HR offers: quick-fields.ts) and getUserLight (one staff member; function 1002). */
export function directoryRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.organTree, { preHandler: requireFunction(ctx, '1001') }, (request, reply) => {
    const { session, user } = authOf(request)
    const tenantId = sessionTenant(session.tenant_id, request.body.tenantId)
    // Made of cached values only: each held session keeps the tree's bytes until the cache is dropped.
    return sendSharedJson(
      request,
      reply,
      cachedForOwner(ctx.db, session, `organTree:${tenantId}`, () => organTree(session, user, tenantId)),
    ) as never
  })

  /**
   * The organisation tree's answer as shared bytes: each unit counts the staff on the job the caller's staff list shows
   * for it (its data range). The units and the counts of a data range come from the shared cache (organ and employee
   * are among its tables), read once per change; the bytes are shared by everyone of the same data range.
   */
  async function organTree(session: SessionTable, user: AppUserTable, tenantId: number): Promise<Buffer> {
    const scope = await staffScopeOf(ctx, session, user)
    const key = JSON.stringify(scope)
    return cached(ctx.db, tenantScope(tenantId), `organTreeAnswer:${key}`, async () => {
      const [organs, counts] = await Promise.all([
        cached(ctx.db, tenantScope(tenantId), 'organs', () => organsOfTenant(ctx.db, tenantId)),
        cached(ctx.db, tenantScope(tenantId), `staffByOrgan:${key}`, () => activeStaffByOrgan(ctx.db, tenantId, scope)),
      ])
      return sharedJson(buildOrganTree(organs, counts), ok)
    })
  }

  serve(app, routes.userPage, { preHandler: requireFunction(ctx, '1002') }, (request, reply) => {
    const { session, user } = authOf(request)
    // Without a saved scheme or quick filters (read from tables the cache does not hold), the answer comes from cached
    // values only: each held session keeps the pages it got until the cache is dropped (and sends them without waiting).
    // The shared bytes go as they are (no serialising): the answer is the reply sendSharedJson sends them on.
    if (request.body.schemeId || request.body.quick !== undefined)
      return sendSharedJson(request, reply, userPage(request, session, user)) as never
    return sendSharedJson(
      request,
      reply,
      cachedForOwner(ctx.db, session, `staffPage:${JSON.stringify(request.body)}`, () =>
        userPage(request, session, user),
      ),
    ) as never
  })

  /** The staff page a request asks for, as the shared bytes of its answer. */
  async function userPage(
    request: ServeRequest<typeof routes.userPage>,
    session: SessionTable,
    user: AppUserTable,
  ): Promise<Buffer> {
    const body = request.body
    const lang = langOfRequest(request)
    // A saved scheme (the caller's own) gives the filters, its quick filters too; filters sent with the request take precedence.
    const saved = body.schemeId
      ? await findScheme(ctx.db, { tenantId: session.tenant_id, userId: session.user_id }, body.schemeId)
      : undefined
    if (body.schemeId && !saved) throw schemeError(lang, 'schemeNotFound')
    const givenQuick = body.quick ?? saved?.conditions.quick
    const quick =
      givenQuick === undefined
        ? []
        : await checkQuickFilters(
            ctx.db,
            { tenantId: session.tenant_id, bizTypeId: STAFF_LIST, lang, now: ctx.now() },
            givenQuick,
          )
    const { page = 1, rows = 10, organId, keyword, status } = { ...saved?.conditions, ...body }
    const { gangweiId, uid } = body
    const query = {
      tenantId: session.tenant_id,
      page,
      rows,
      organId,
      gangweiId,
      ...(uid ? { ids: idsOf(uid) } : {}),
      keyword,
      status,
      scope: await staffScopeOf(ctx, session, user),
      contacts: await contactViewOf(ctx, user, session.tenant_id),
      ...(quick.length ? { quick } : {}),
    }
    // Pages are shared by everyone asking the same filters within the same data range, until the staff tables change.
    const answer = await cached(ctx.db, tenantScope(session.tenant_id), `staffPage:${JSON.stringify(query)}`, () =>
      findUserPage(ctx.db, query),
    )
    return sharedJson(answer, ok)
  }

  serve(app, routes.userLight, { preHandler: requireFunction(ctx, '1002') }, async (request) => {
    const { session, user } = authOf(request)
    const [person] = (
      await findUserPage(ctx.db, {
        tenantId: session.tenant_id,
        page: 1,
        rows: 1,
        ids: [request.body.id],
        scope: await staffScopeOf(ctx, session, user),
        contacts: await contactViewOf(ctx, user, session.tenant_id),
      })
    ).rows
    if (!person) throw new GatewayError(codes.userNotFound, `Staff member ${request.body.id} not found`)
    return ok(person)
  })
}
