import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { issueLogin } from '../../../core/auth/issue-login'
import type { GatewayContext } from '../../../core/context'
import type { AppUserTable } from '../../../core/db/types'
import { ok } from '../../../core/envelope'
import { GatewayError, codes, texts } from '../../../core/errors'
import { flag, objectBody, text } from '../../../core/http/schema'
import { PLATFORMS, type CallbackQuery, type Platform } from '../../../integrations/messaging/types'
import { verifyAutoLoginToken } from './auto-login-token'
import { callbackSource } from './callback-kind'
import { asGatewayError, illegal, mobileUnknown, noMobile } from './failures'
import { claimOnce } from './replay'

type LoginBody = CallbackQuery & { systemFlag?: string; loginType?: string; token?: string; noLogin7Days?: boolean }

const FIELDS = ['authCorpId', 'userId', 'vCode', 'sign', 'appCode', 'timestamp', 'corpId', 'authCode', 'auth_code', 'state', 'systemFlag', 'loginType'] as const

const notConfigured = (platform: string) =>
  new GatewayError(codes.messagingFailed, texts.thirdPartyFailed, 200, { cause: new Error(`${platform} login is not configured on this installation`) })

async function userByMobile(ctx: GatewayContext, mobile: string | null): Promise<AppUserTable> {
  if (!mobile) throw noMobile()
  const user = await ctx.db.selectFrom('app_user').selectAll().where('phone', '=', mobile).orderBy('id').executeTakeFirst()
  if (!user) throw mobileUnknown()
  return user
}

/**
 * Enterprise messaging login (the mapping of the §2 combinations is described in
 * integrations/messaging/types.ts):
 * - POST /uac/account/messagingAuthorizeUrl { platform } → { url }: the platform's QR/OAuth page,
 *   which sends the user back to /login with the platform's combination.
 * - POST /uac/account/messagingLogin { …the /login query, noLogin7Days } → the login answer (issueLogin).
 */
export function messagingLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { platform: Platform } }>('/uac/account/messagingAuthorizeUrl', {
    schema: { body: objectBody({ platform: { type: 'string', enum: [...PLATFORMS] } }, ['platform']) },
  }, async (request) => {
    const connector = ctx.integrations.messaging.connectors[request.body.platform]
    if (!connector) throw notConfigured(request.body.platform)
    const state = randomBytes(16).toString('base64url')
    return ok({ url: connector.authorizeUrl(`${ctx.config.shellOrigin}/login`, state) })
  })

  app.post<{ Body: LoginBody }>('/uac/account/messagingLogin', {
    schema: {
      body: objectBody({
        ...Object.fromEntries(FIELDS.map((field) => [field, text(512)])), token: text(2048), noLogin7Days: flag(),
      }),
    },
  }, async (request, reply) => {
    const body = request.body
    const source = callbackSource(body)
    if (!source) throw illegal('no §2 combination in the callback')
    const now = ctx.now()
    let mobile: string | null
    let tenantId: number | undefined
    try {
      if (source === 'autoLogin') {
        const secret = ctx.integrations.messaging.autoLoginSecret
        if (!secret) throw notConfigured('Auto-login')
        const claims = verifyAutoLoginToken(secret, body.systemFlag!, body.loginType!, body.token!, now)
        if (!await claimOnce(ctx.db, `auto:${claims.jti}`, claims.exp + 60_000, now)) throw illegal('auto-login token used before')
        mobile = claims.mobile
        tenantId = claims.tenantId
      } else {
        const connector = ctx.integrations.messaging.connectors[source]
        if (!connector) throw notConfigured(source)
        const callback = connector.verify(body, now)
        if (!await claimOnce(ctx.db, callback.replayKey, callback.expiresAt, now)) throw illegal(`${source} callback used before`)
        mobile = (await connector.fetchUser(callback)).mobile
      }
    } catch (error) {
      const answer = asGatewayError(error)
      if (answer instanceof GatewayError && answer.cause) request.log.warn({ err: answer.cause, source }, 'messaging login refused')
      throw answer
    }
    const user = await userByMobile(ctx, mobile)
    return ok(await issueLogin(ctx, reply, user, { tenantId, remember: body.noLogin7Days ?? false, method: 'messaging' }))
  })
}
