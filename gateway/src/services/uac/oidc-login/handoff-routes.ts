import type { FastifyInstance, FastifyRequest } from 'fastify'
import { issueLogin } from '../../../core/auth/issue-login'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes, texts } from '../../../core/errors'
import { objectBody, text } from '../../../core/http/schema'
import { langOfRequest } from '../../../core/lang'
import { otherBrowser } from '../other-browser'
import { clearHandoffCookie, HANDOFF_COOKIE, peekHandoff, spendHandoff, type HandoffRefusal } from './handoff'

const codeBody = { body: objectBody({ code: text(100, 1) }, ['code']) }

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
  app.post<{ Body: { code: string } }>('/uac/oidc/exchange', { schema: codeBody }, async (request, reply) => {
    const handoff = await spendHandoff(ctx.db, request.body.code, request.cookies[HANDOFF_COOKIE], ctx.now())
    if ('refused' in handoff) throw refusal(request, handoff.refused)
    clearHandoffCookie(reply)
    const user = await ctx.db.selectFrom('app_user').selectAll().where('id', '=', handoff.userId).executeTakeFirst()
    if (!user) throw new GatewayError(codes.oidcFailed, texts.thirdPartyFailed)
    return ok(await issueLogin(ctx, reply, user, { remember: handoff.remember, method: handoff.method }))
  })

  app.post<{ Body: { code: string } }>('/uac/oidc/handoffUser', { schema: codeBody }, async (request) => {
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

  app.post<{ Body: { code: string } }>('/uac/oidc/dismiss', { schema: codeBody }, async (request, reply) => {
    await spendHandoff(ctx.db, request.body.code, request.cookies[HANDOFF_COOKIE], ctx.now())
    clearHandoffCookie(reply)
    return ok(null)
  })
}
