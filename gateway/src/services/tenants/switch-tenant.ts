import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import { setSessionCookies } from '../../core/auth/session-cookies'
import { sessionsEnded } from '../../core/auth/session-ends'
import { createSession, revokeSession, SESSION_TTL_MS } from '../../core/auth/sessions'
import { loginUserInfo } from '../../core/auth/user-info'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { serve } from '../../core/http/serve'

const routes = contract.tenants.tenants

/** listAuthTenants and switchTenant (§7 /tum/web/tenant): the tenants a user may work in, and moving between them. */
export function switchTenantRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.listAuthTenants, { preHandler: requireSession(ctx) }, async (request) => {
    const rows = await ctx.db
      .selectFrom('user_tenant')
      .innerJoin('tenant', 'tenant.id', 'user_tenant.tenant_id')
      .select(['tenant.id', 'tenant.name', 'tenant.company_id'])
      .where('user_tenant.user_id', '=', authOf(request).user.id)
      .orderBy('tenant.id')
      .execute()
    return ok(rows.map((row) => ({ id: row.id, name: row.name, companyId: row.company_id })))
  })

  /**
   * A new session in another tenant the user is authorised for; the old one ends. The new session
   * lasts as long as the old one had left, so "no login for seven days" carries over.
   */
  serve(app, routes.switchTenant, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const { user, session } = authOf(request)
    const { tenantId } = request.body
    const allowed = await ctx.db
      .selectFrom('user_tenant')
      .select('tenant_id')
      .where('user_id', '=', user.id)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
    if (!allowed) throw new GatewayError(codes.tenantNotAuthorised, 'You are not authorised for this tenant')
    const remember = session.expires_at - session.created_at > SESSION_TTL_MS
    const next = await createSession(ctx.db, {
      userId: user.id,
      tenantId,
      permSeen: user.perm_version,
      remember,
      now: ctx.now(),
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      sysCode: session.sys_code,
    })
    await revokeSession(ctx.db, session.token_hash, ctx.now())
    await sessionsEnded(ctx.bus, { userIds: [user.id] })
    setSessionCookies(reply, ctx.config, next, remember ? next.expiresAt : undefined)
    const info = await loginUserInfo(ctx.db, user, tenantId, next.token)
    return ok({ ...info, token: next.token, expiresAt: next.expiresAt })
  })
}
