import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve, type ServeRequest } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { auditDirsync } from './audit'
import { DIRSYNC_FUNCTIONS } from './functions'
import { setInstallCookie } from './install-browser'
import { startSuiteAuth, suiteAuthStatus } from './suite-auth'

const { suite: routes } = contract.dirsync

/**
 * Authorising the WeCom provider's app by QR code (§7 /ums/web/wechat qrCodeAuth, toAuth, checkToAuth), for the
 * session's tenant, with the manage function 100901: start an authorisation (WeCom's install page, opened in this
 * browser, which gets the link's binding cookie; with its expiry) and follow it (pending, authorised with the company, failed or cancelled).
 */
export function suiteRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const manage = requireFunction(ctx, DIRSYNC_FUNCTIONS.manage)

  /** A new link, its binding cookie set in this browser, audited. */
  const start = async (
    action: 'qrCodeAuth' | 'toAuth',
    request: ServeRequest<typeof routes.qrCodeAuth | typeof routes.toAuth>,
    reply: FastifyReply,
  ) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const { browserKey, ...link } = await startSuiteAuth(
      ctx,
      { tenantId, userId: auth.user.id },
      request.body.test === true,
    )
    setInstallCookie(reply, browserKey, link.expiresAt - ctx.now())
    await auditDirsync(ctx, {
      tenantId,
      userId: auth.user.id,
      action: `suite.${action}`,
      platform: 'wecom',
      detail: { expiresAt: link.expiresAt, test: request.body.test === true },
    })
    return link
  }
  serve(app, routes.qrCodeAuth, { preHandler: manage }, async (request, reply) => {
    const link = await start('qrCodeAuth', request, reply)
    return ok({ qrText: link.url, url: link.url, expiresAt: link.expiresAt })
  })
  serve(app, routes.toAuth, { preHandler: manage }, async (request, reply) => ok(await start('toAuth', request, reply)))
  serve(app, routes.checkToAuth, { preHandler: manage }, async (request) =>
    ok(await suiteAuthStatus(ctx, langOfRequest(request), authOf(request).session.tenant_id)),
  )
}
