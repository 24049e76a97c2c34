import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, holdsFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes, texts } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'
import { canOpenApp } from '../access'
import { APPS_FUNCTION, findInstalledApp } from '../vendor'

const { portal: routes, session } = contract.accounts

/** The scope of an app token issued for the app's settings page, to a tenant administrator of apps. */
export const SETTINGS_SCOPE = 'app.settings'

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
    // A token for the app's settings page: only for an app that has one, and a caller who administers the tenant's
    // apps; its scope says so (SETTINGS_SCOPE), so the vendor lets the holder change the tenant's settings.
    if (request.body.settings && (!entry.settings || !(await holdsFunction(ctx, authOf(request), APPS_FUNCTION))))
      throw new GatewayError(codes.noPermission, texts.noPermission)
    const { token, expiresAt } = await ctx.appTokens.issue({
      appId: entry.code,
      userId: user.id,
      tenantId: session.tenant_id,
      capabilities: request.body.settings ? [...entry.capabilities, SETTINGS_SCOPE] : entry.capabilities,
    })
    return ok({ token, tokenType: 'Bearer', expiresAt })
  })

  serve(app, session.jwks, {}, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300')
    return ctx.appTokens.jwks()
  })
}
