import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { issueLogin } from '../../../core/auth/issue-login'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes, texts } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { otherBrowser } from '../other-browser'
import { clearHandoffCookie, HANDOFF_COOKIE, peekHandoff, spendHandoff, type HandoffRefusal } from './handoff'

const { oidc: routes } = contract.accounts

/** 400803 for a code another browser holds, else §8 'Third party login failed' (unknown, used, expired). */
function refusal(request: FastifyRequest, why: HandoffRefusal): GatewayError {
  request.log.warn({ why }, 'sign-in hand-off refused')
  if (why === 'other-browser')
    return otherBrowser(
      codes.handoffOtherBrowser,
      langOfRequest(request),
      'the hand-off code was handed to another browser',
    )
  return new GatewayError(codes.oidcFailed, texts.thirdPartyFailed)
}

/**
 * The shell's side of a hand-off (`/login?sso=<code>` from the OpenID callback or GET oldlcLogin, or
 * a messaging sign-in held while a signed-in person is asked). Every route needs the code and the
 * `sso_handoff` cookie of the browser it was handed to:
 * - /exchange spends it for the login answer;
 * - /handoffUser names whose sign-in it holds without spending it (the login page asks before switching);
 * - /dismiss spends it without signing in (the person chose to stay).
 */
export function handoffRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.exchange, {}, async (request, reply) => {
    const handoff = await spendHandoff(ctx.db, request.body.code, request.cookies[HANDOFF_COOKIE], ctx.now())
    if ('refused' in handoff) throw refusal(request, handoff.refused)
    clearHandoffCookie(reply)
    const user = await ctx.db.selectFrom('app_user').selectAll().where('id', '=', handoff.userId).executeTakeFirst()
    if (!user) throw new GatewayError(codes.oidcFailed, texts.thirdPartyFailed)
    return ok(await issueLogin(ctx, reply, user, { remember: handoff.remember, method: handoff.method }))
  })

  serve(app, routes.handoffUser, {}, async (request) => {
    const held = await peekHandoff(ctx.db, request.body.code, request.cookies[HANDOFF_COOKIE], ctx.now())
    if ('refused' in held) throw refusal(request, held.refused)
    const user = await ctx.db
      .selectFrom('app_user')
      .select(['id', 'user_name', 'real_name'])
      .where('id', '=', held.userId)
      .executeTakeFirst()
    if (!user) throw new GatewayError(codes.oidcFailed, texts.thirdPartyFailed)
    return ok({ loginUserId: user.id, userName: user.user_name, realName: user.real_name })
  })

  serve(app, routes.dismiss, {}, async (request, reply) => {
    await spendHandoff(ctx.db, request.body.code, request.cookies[HANDOFF_COOKIE], ctx.now())
    clearHandoffCookie(reply)
    return ok(null)
  })
}
