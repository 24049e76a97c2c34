import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok, okData, sharedJson } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { sendSharedJson } from '../../core/http/shared-answer'
import { brandCodeOfHost, hiddenAppsOfSession } from '../../brands/brand-of-host'
import { cachedForOwner } from '../../core/cache'
import { langOf } from './lang'
import { pageAccess } from './page-access'
import { userMenuTree } from './user-menu-tree'

/** menuTreeForPc, and whether an address of an app is a menu page the user may open. */
export function menuRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.access.menu.tree, { preHandler: requireSession(ctx) }, (request, reply) => {
    const { user, session } = authOf(request)
    const lang = langOf(request, request.body.lang)
    // The tree is shared by everyone with the same roles (a cached object): its answer is written once, and each
    // held session keeps the answer it gets (all of it comes from the cache) until the cache is dropped; a kept
    // answer is sent without waiting. The shared bytes go as they are (no serialising): the answer is the reply
    // sendSharedJson sends them on.
    return sendSharedJson(
      request,
      reply,
      cachedForOwner(ctx.db, session, `menu:${lang}:${brandCodeOfHost(ctx, request)}`, async () =>
        sharedJson(
          await userMenuTree(ctx, user, session, lang, await hiddenAppsOfSession(ctx, request, session)),
          okData,
        ),
      ),
    ) as never
  })

  serve(app, contract.access.menu.pageAccess, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const { appCode, link } = request.body
    return ok(await pageAccess(ctx, user, session, await hiddenAppsOfSession(ctx, request, session), appCode, link))
  })
}
