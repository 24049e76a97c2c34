import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { okData } from '../../core/envelope'
import { loose, objectBody } from '../../core/http/schema'
import { langOf } from './lang'
import { userMenuTree } from './user-menu-tree'

/** menuTreeForPc. */
export function menuRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { lang?: string | number } }>('/joyhr/web/elesMenu/menuTreeForPc', {
    schema: { body: objectBody({ sysId: loose(), tenantId: loose(), lang: loose(20) }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { user, session } = authOf(request)
    return okData(await userMenuTree(ctx, user, session, langOf(request, request.body.lang)))
  })
}
