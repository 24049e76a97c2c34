import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes, texts } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'
import { canOpenApp } from '../access'
import { findInstalledApp } from '../vendor'

const { portal: routes, session } = contract.accounts

/** App tokens for vendor sub-apps (never the staff token) and the public key to check them. */
export function appTokenRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.appToken, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    // Only an app the session's tenant installed (and has on) gets app tokens; first-party apps hold the session.
    const entry = await findInstalledApp(ctx.db, session.tenant_id, request.body.appId)
    if (!entry)
      throw new GatewayError(
        codes.unknownThirdPartyApp,
        `App ${request.body.appId} is not installed in this tenant (or is turned off)`,
      )
    // An app the brand of the session or of the host hides gets no token: its frame cannot read its data there.
    if (
      !(await canOpenApp(ctx.db, user, session.tenant_id, entry.code, await hiddenAppsOfSession(ctx, request, session)))
    )
      throw new GatewayError(codes.noPermission, texts.noPermission)
    const { token, expiresAt } = await ctx.appTokens.issue({
      appId: entry.code,
      userId: user.id,
      tenantId: session.tenant_id,
      capabilities: entry.capabilities,
    })
    return ok({ token, tokenType: 'Bearer', expiresAt })
  })

  serve(app, session.jwks, {}, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300')
    return ctx.appTokens.jwks()
  })
}
