import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { issueLogin } from '../../../core/auth/issue-login'
import type { GatewayContext } from '../../../core/context'
import type { AppUserTable } from '../../../core/db/types'
import { ok } from '../../../core/envelope'
import { GatewayError, codes, texts } from '../../../core/errors'
import { serve, type ServeRequest } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import type { Platform, VerifiedCallback } from '../../../integrations/messaging/types'
import { HANDOFF_ASK_TTL_MS, handOff } from '../oidc-login/handoff'
import { spendPublicWork } from '../../message'
import { otherBrowser } from '../other-browser'
import { verifyAutoLoginToken } from './auto-login-token'
import { callbackSource } from './callback-kind'
import { asGatewayError, illegal, mobileUnknown, noMobile } from './failures'
import { clearStateCookie, issueState, MESSAGING_COOKIE, spendState } from './login-state'
import { claimOnce, wasClaimed } from './replay'

const { messaging: routes } = contract.accounts

const notConfigured = (platform: string) =>
  new GatewayError(codes.messagingFailed, texts.thirdPartyFailed, 200, {
    cause: new Error(`${platform} login is not configured on this installation`),
  })

async function userByMobile(ctx: GatewayContext, mobile: string | null): Promise<AppUserTable> {
  if (!mobile) throw noMobile()
  const user = await ctx.db
    .selectFrom('app_user')
    .selectAll()
    .where('phone', '=', mobile)
    .orderBy('id')
    .executeTakeFirst()
  if (!user) throw mobileUnknown()
  return user
}

/**
 * Checks that the callback's OAuth state was issued to this browser (login-state.ts) for this
 * platform. A refused callback is spent with its state, so it signs in nowhere after this.
 */
async function checkState(
  ctx: GatewayContext,
  request: ServeRequest<typeof routes.login>,
  reply: FastifyReply,
  platform: Platform,
  callback: VerifiedCallback,
) {
  const now = ctx.now()
  const refused = await spendState(ctx.db, request.body.state, request.cookies[MESSAGING_COOKIE], platform, now)
  if (!refused) {
    clearStateCookie(reply)
    return
  }
  await claimOnce(ctx.db, callback.replayKey, callback.expiresAt, now)
  if (refused.refused === 'used' || refused.refused === 'other-platform')
    throw illegal(`${platform} callback with a state ${refused.refused}`)
  throw otherBrowser(
    codes.messagingOtherBrowser,
    langOfRequest(request),
    `${platform} callback: ${refused.refused} state`,
  )
}

/**
 * Enterprise messaging login (the mapping of the §2 combinations is described in
 * integrations/messaging/types.ts):
 * - POST /uac/account/messagingAuthorizeUrl { platform } → { url }: the platform's QR/OAuth page,
 *   which sends the user back to /login with the platform's combination and the `state` issued to
 *   this browser (cookie `messaging_browser`).
 * - POST /uac/account/messagingLogin { …the /login query, noLogin7Days, hold } → the login answer
 *   (issueLogin). With `hold` (the login page of a signed-in person) it answers whose sign-in it is
 *   instead: a platform callback is spent and its result held as a hand-off code bound to this
 *   browser (exchanged at /uac/oidc/exchange once the person agrees); an auto-login token is only read.
 */
export function messagingLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.authorizeUrl, {}, async (request, reply) => {
    const connector = ctx.integrations.messaging.connectors[request.body.platform]
    if (!connector) throw notConfigured(request.body.platform)
    await spendPublicWork(ctx, request.ip, langOfRequest(request))
    const state = await issueState(ctx, reply, request.body.platform)
    return ok({ url: connector.authorizeUrl(`${ctx.config.shellOrigin}/login`, state) })
  })

  serve(app, routes.login, {}, async (request, reply) => {
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
        // Held, the token is only read: it is spent when the person agrees and the page sends it again.
        const replayKey = `auto:${claims.jti}`
        const used = body.hold
          ? await wasClaimed(ctx.db, replayKey, now)
          : !(await claimOnce(ctx.db, replayKey, claims.exp + 60_000, now))
        if (used) throw illegal('auto-login token used before')
        mobile = claims.mobile
        tenantId = claims.tenantId
      } else {
        const connector = ctx.integrations.messaging.connectors[source]
        if (!connector) throw notConfigured(source)
        const callback = connector.verify(body, now)
        await checkState(ctx, request, reply, source, callback)
        if (!(await claimOnce(ctx.db, callback.replayKey, callback.expiresAt, now)))
          throw illegal(`${source} callback used before`)
        mobile = (await connector.fetchUser(callback)).mobile
      }
    } catch (error) {
      const answer = asGatewayError(error)
      if (answer instanceof GatewayError && answer.cause)
        request.log.warn({ err: answer.cause, source }, 'messaging login refused')
      throw answer
    }
    const user = await userByMobile(ctx, mobile)
    const remember = body.noLogin7Days ?? false
    if (body.hold) {
      const handoff =
        source === 'autoLogin' ? null : await handOff(ctx, reply, user.id, remember, 'messaging', HANDOFF_ASK_TTL_MS)
      return ok({ held: true, handoff, loginUserId: user.id, userName: user.user_name, realName: user.real_name })
    }
    return ok(await issueLogin(ctx, reply, user, { tenantId, remember, method: 'messaging' }))
  })
}
