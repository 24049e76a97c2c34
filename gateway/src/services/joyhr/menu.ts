import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { okData, sharedJson } from '../../core/envelope'
import { loose, objectBody } from '../../core/http/schema'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'
import { langOf } from './lang'
import { userMenuTree } from './user-menu-tree'

/** menuTreeForPc. */
export function menuRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { lang?: string | number } }>('/joyhr/web/elesMenu/menuTreeForPc', {
    schema: { body: objectBody({ sysId: loose(), tenantId: loose(), lang: loose(20) }) },
    preHandler: requireSession(ctx),
  }, async (request, reply) => {
    const { user, session } = authOf(request)
    const tree = await userMenuTree(ctx, user, session, langOf(request, request.body.lang), await hiddenAppsOfSession(ctx, request, session))
    // The tree is shared by everyone with the same roles (a cached object): its answer is written once.
    return reply.type('application/json; charset=utf-8').send(sharedJson(tree, okData))
  })
}
