import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody } from '../../core/http/schema'
import { langOfRequest } from '../../core/lang'
import { auditDirsync } from './audit'
import { DIRSYNC_FUNCTIONS } from './functions'
import { setInstallCookie } from './install-browser'
import { startSuiteAuth, suiteAuthStatus } from './suite-auth'

type StartRequest = { Body: { platform: 'wecom'; test?: boolean } }

const startSchema = objectBody(
  {
    platform: { type: 'string', enum: ['wecom'] },
    /** set_session_info auth_type 1: a test authorisation (the provider's app is not online yet). */
    test: { type: 'boolean', default: false },
  },
  ['platform'],
)

/**
 * Authorising the WeCom provider's app by QR code (§7 /ums/web/wechat qrCodeAuth, toAuth, checkToAuth), for the
 * session's tenant, with the manage function 100901: start an authorisation (WeCom's install page, opened in this
 * browser, which gets the link's binding cookie; with its expiry) and follow it (pending, authorised with the company, failed or cancelled).
 */
export function suiteRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const manage = requireFunction(ctx, DIRSYNC_FUNCTIONS.manage)

  const start =
    (action: 'qrCodeAuth' | 'toAuth') =>
    async (request: import('fastify').FastifyRequest<StartRequest>, reply: import('fastify').FastifyReply) => {
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
      return ok(action === 'qrCodeAuth' ? { qrText: link.url, url: link.url, expiresAt: link.expiresAt } : link)
    }
  app.post<StartRequest>(
    '/ums/web/wechat/qrCodeAuth',
    { schema: { body: startSchema }, preHandler: manage },
    start('qrCodeAuth'),
  )
  app.post<StartRequest>(
    '/ums/web/wechat/toAuth',
    { schema: { body: startSchema }, preHandler: manage },
    start('toAuth'),
  )

  app.post(
    '/ums/web/wechat/checkToAuth',
    {
      schema: { body: objectBody({ platform: { type: 'string', enum: ['wecom'] } }, ['platform']) },
      preHandler: manage,
    },
    async (request) => ok(await suiteAuthStatus(ctx, langOfRequest(request), authOf(request).session.tenant_id)),
  )
}
