import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { checkedLayout } from './layout-input'
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

const { layouts: routes } = contract.dashboard

/** The signed-in user's home dashboard (everyone), and each role's default layout (function 101101). */
export function layoutRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.mine, { preHandler: requireSession(ctx) }, async (request) => {
    const { session } = authOf(request)
    return ok(await layoutOf(ctx.db, session.tenant_id, session.user_id))
  })

  serve(api, routes.save, { preHandler: requireSession(ctx) }, async (request) => {
    const { session } = authOf(request)
    const widgets = checkedLayout(
      langOfRequest(request),
      request.body.widgets,
      await knownWidgets(ctx.db, session.tenant_id),
    )
    await saveLayout(ctx.db, session.tenant_id, session.user_id, widgets, ctx.now())
    return ok({ widgets, source: 'user' as const })
  })

  serve(api, routes.reset, { preHandler: requireSession(ctx) }, async (request) => {
    const { session } = authOf(request)
    await resetLayout(ctx.db, session.tenant_id, session.user_id)
    return ok(await layoutOf(ctx.db, session.tenant_id, session.user_id))
  })

  serve(api, routes.role, { preHandler: requireFunction(ctx, ROLE_LAYOUT_FUNCTION) }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const { roleId } = request.body
    if (!(await roleInTenant(ctx.db, tenantId, roleId)))
      throw dashboardError(langOfRequest(request), 'roleNotFound', { roleId })
    return ok({ roleId, widgets: await roleLayoutOf(ctx.db, tenantId, roleId) })
  })

  serve(api, routes.saveRole, { preHandler: requireFunction(ctx, ROLE_LAYOUT_FUNCTION) }, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const { roleId } = request.body
    if (!(await roleInTenant(ctx.db, session.tenant_id, roleId))) throw dashboardError(lang, 'roleNotFound', { roleId })
    const widgets = checkedLayout(lang, request.body.widgets, await knownWidgets(ctx.db, session.tenant_id))
    await saveRoleLayout(ctx.db, session.tenant_id, roleId, widgets, session.user_id, ctx.now())
    return ok({ roleId, widgets: widgets.length ? widgets : null })
  })
}
