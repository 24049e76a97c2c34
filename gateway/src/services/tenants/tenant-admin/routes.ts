import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import { sessionsEnded } from '../../../core/auth/session-ends'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { isOperator } from '../../operations'
import { sayCompany } from '../company/texts'
import { createTenant } from './create-tenant'
import { type Actor, authorise, companyTenants, companyUsers, withdraw } from './members'

const routes = contract.tenants.admin

/** The system app's Tenant access page (apps/system manifest): a company administrator's function. */
export const TENANT_ACCESS_FUNCTION = '1014'

/**
 * Tenant administration: a platform operator gives a company another tenant; a company administrator (Tenant access)
 * authorises the company's users for its tenants and withdraws them.
 */
export function tenantAdminRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const operatorCheck = async (request: FastifyRequest) => {
    if (!(await isOperator(ctx.db, authOf(request).user.id)))
      throw new GatewayError(codes.noPermission, sayCompany(langOfRequest(request), 'notOperator'))
  }
  const actorOf = (request: FastifyRequest): Actor => {
    const { user, session } = authOf(request)
    return {
      userId: user.id,
      companyId: user.company_id,
      tenantId: session.tenant_id,
      lang: langOfRequest(request),
      now: ctx.now(),
    }
  }
  const admins = { preHandler: requireFunction(ctx, TENANT_ACCESS_FUNCTION) }

  serve(app, routes.createTenant, { preHandler: [requireSession(ctx), operatorCheck] }, async (request) => {
    const { user } = authOf(request)
    const lang = langOfRequest(request)
    return ok(await createTenant(ctx.db, request.body, { actor: user.id, lang, now: ctx.now() }))
  })

  serve(app, routes.companyTenants, admins, async (request) => ok(await companyTenants(ctx.db, actorOf(request))))

  serve(app, routes.companyUsers, admins, async (request) =>
    ok(await companyUsers(ctx.db, actorOf(request), request.body.keyword ?? '')),
  )

  serve(app, routes.authorize, admins, async (request) => {
    const { tenantId, userId } = request.body
    await authorise(ctx.db, actorOf(request), tenantId, userId)
    return ok({ tenantId, userId })
  })

  serve(app, routes.withdraw, admins, async (request) => {
    const { tenantId, userId } = request.body
    // Their open sessions in the tenant were ended in the same transaction: every process re-checks them now.
    if (await withdraw(ctx.db, actorOf(request), tenantId, userId)) await sessionsEnded(ctx.bus, { userIds: [userId] })
    return ok({ tenantId, userId })
  })
}
