import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import { issueLogin, type LoginAnswer } from '../../core/auth/issue-login'
import { takePreLogin, tenantsOf } from '../../core/auth/pre-login'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { serve } from '../../core/http/serve'

const routes = contract.tenants.tenants

/** preLogin, getTenantById and singleAuthorizeInfo (§7 /tum/web/tenant). */
export function preLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  /** Ends a sign-in that waited for the tenant pick: the ticket (single use) plus the chosen tenant. */
  serve(app, routes.preLogin, {}, async (request, reply) => {
    const { preLoginTicket, tenantId } = request.body
    if (tenantId === undefined) throw new GatewayError(codes.tenantRequired, 'Tenant must be selected')
    const { user, remember, method } = await takePreLogin(ctx, preLoginTicket)
    // A tenant is named, so issueLogin opens the session: it never answers the tenant choice here.
    return ok((await issueLogin(ctx, reply, user, { tenantId, remember, method })) as LoginAnswer)
  })

  /** One tenant the signed-in user is authorised for (name and company), for the shell bar and sub-apps. */
  serve(app, routes.getTenantById, { preHandler: requireSession(ctx) }, async (request) => {
    const tenant = (await tenantsOf(ctx, authOf(request).user.id)).find((t) => t.tenantId === request.body.tenantId)
    if (!tenant) throw new GatewayError(codes.tenantNotAuthorised, 'You are not authorised for this tenant')
    const company = await ctx.db
      .selectFrom('company')
      .select('name')
      .where('id', '=', tenant.companyId)
      .executeTakeFirst()
    return ok({ ...tenant, companyName: company?.name ?? '' })
  })

  /** The session's tenant authorisation: the current tenant, how many the user has, whether they may switch. */
  serve(app, routes.singleAuthorizeInfo, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const tenants = await tenantsOf(ctx, user.id)
    const current = tenants.find((t) => t.tenantId === session.tenant_id)
    return ok({
      tenantId: session.tenant_id,
      tenantName: current?.tenantName ?? '',
      tenantCount: tenants.length,
      canSwitch: tenants.length > 1,
    })
  })
}
