import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession, type Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { hiddenAppsOfSession } from '../../../brands/brand-of-host'
import { checkSender, SEND_CAPABILITY, type SenderApp } from './app-sender'
import { noticeCodes, noticeError } from './notice-texts'
import { langOfRequest } from '../../../core/lang'

/**
 * Whether `token` is a pass of the sender app for this session: an app token (signature, issuer, expiry) whose
 * audience is the app's code, in the session's tenant, for the session's user, granting messages.send.
 */
export async function passHolds(
  ctx: GatewayContext,
  { user, session }: Auth,
  sender: SenderApp,
  token: string,
): Promise<boolean> {
  try {
    const claims = await ctx.appTokens.verify(token, sender.code)
    return (
      Number(claims.tid) === session.tenant_id &&
      claims.scope.split(' ').includes(SEND_CAPABILITY) &&
      claims.sub ===
        (await ctx.appTokens.subjectOf({ appId: sender.code, tenantId: session.tenant_id, userId: user.id }))
    )
  } catch {
    return false
  }
}

/**
 * `appSendPass` `{app}`: the pass the shell holds for one app frame and sends with each of that frame's messages
 * (appSend refuses a message without the pass of the app it names). Only for an app that may send and that the user
 * may open (app-sender.ts); a short-lived app token of that app for the user, granting messages.send only. The shell
 * never hands it to the frame.
 */
export function appSendPassRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, contract.message.publishing.appSendPass, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const sender = await checkSender(ctx, auth, request.body.app, await hiddenAppsOfSession(ctx, request, auth.session))
    if ('reason' in sender)
      throw noticeError(langOfRequest(request), noticeCodes.appRefused, sender.text, { app: request.body.app })
    const { token, expiresAt } = await ctx.appTokens.issue({
      appId: sender.code,
      userId: auth.user.id,
      tenantId: auth.session.tenant_id,
      capabilities: [SEND_CAPABILITY],
    })
    return ok({ token, expiresAt })
  })
}
