import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { id, objectBody } from '../../core/http/schema'
import { langOfRequest } from '../../core/lang'
import { checkedLayout, layoutSchema, type PlacedWidget } from './layout-input'
import {
  knownWidgets,
  layoutOf,
  resetLayout,
  roleInTenant,
  roleLayoutOf,
  saveLayout,
  saveRoleLayout,
} from './layout-store'
import { ROLE_LAYOUT_FUNCTION } from './menu'
import { dashboardError } from './texts'

interface LayoutBody {
  widgets: PlacedWidget[]
}
interface RoleBody {
  roleId: number
}
interface RoleLayoutBody extends RoleBody, LayoutBody {}

/** The signed-in user's home dashboard (everyone), and each role's default layout (function 101101). */
export function layoutRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  api.post(
    '/ums/web/dashboard/layout',
    { schema: { body: objectBody({}) }, preHandler: requireSession(ctx) },
    async (request) => {
      const { session } = authOf(request)
      return ok(await layoutOf(ctx.db, session.tenant_id, session.user_id))
    },
  )

  api.post<{ Body: LayoutBody }>(
    '/ums/web/dashboard/layout/save',
    {
      schema: { body: objectBody({ widgets: layoutSchema }, ['widgets']) },
      preHandler: requireSession(ctx),
    },
    async (request) => {
      const { session } = authOf(request)
      const widgets = checkedLayout(
        langOfRequest(request),
        request.body.widgets,
        await knownWidgets(ctx.db, session.tenant_id),
      )
      await saveLayout(ctx.db, session.tenant_id, session.user_id, widgets, ctx.now())
      return ok({ widgets, source: 'user' })
    },
  )

  api.post(
    '/ums/web/dashboard/layout/reset',
    { schema: { body: objectBody({}) }, preHandler: requireSession(ctx) },
    async (request) => {
      const { session } = authOf(request)
      await resetLayout(ctx.db, session.tenant_id, session.user_id)
      return ok(await layoutOf(ctx.db, session.tenant_id, session.user_id))
    },
  )

  api.post<{ Body: RoleBody }>(
    '/ums/web/dashboard/roleLayout',
    {
      schema: { body: objectBody({ roleId: id() }, ['roleId']) },
      preHandler: requireFunction(ctx, ROLE_LAYOUT_FUNCTION),
    },
    async (request) => {
      const tenantId = authOf(request).session.tenant_id
      const { roleId } = request.body
      if (!(await roleInTenant(ctx.db, tenantId, roleId)))
        throw dashboardError(langOfRequest(request), 'roleNotFound', { roleId })
      return ok({ roleId, widgets: await roleLayoutOf(ctx.db, tenantId, roleId) })
    },
  )

  api.post<{ Body: RoleLayoutBody }>(
    '/ums/web/dashboard/roleLayout/save',
    {
      schema: { body: objectBody({ roleId: id(), widgets: layoutSchema }, ['roleId', 'widgets']) },
      preHandler: requireFunction(ctx, ROLE_LAYOUT_FUNCTION),
    },
    async (request) => {
      const { session } = authOf(request)
      const lang = langOfRequest(request)
      const { roleId } = request.body
      if (!(await roleInTenant(ctx.db, session.tenant_id, roleId)))
        throw dashboardError(lang, 'roleNotFound', { roleId })
      const widgets = checkedLayout(lang, request.body.widgets, await knownWidgets(ctx.db, session.tenant_id))
      await saveRoleLayout(ctx.db, session.tenant_id, roleId, widgets, session.user_id, ctx.now())
      return ok({ roleId, widgets: widgets.length ? widgets : null })
    },
  )
}
