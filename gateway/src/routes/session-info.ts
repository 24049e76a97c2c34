import type { FastifyInstance } from 'fastify'
import { authOf, requireSession, TOKEN_COOKIE, tokenOf } from '../auth/guard'
import { findLiveSession, revokeSession } from '../auth/sessions'
import { hashToken } from '../auth/token'
import { loginUserInfo } from '../auth/user-info'
import type { GatewayContext } from '../context'
import { ok, okData } from '../envelope'
import { id, objectBody } from '../http/schema'

/** getTokenInfo, getLoginUserInfo and logout. */
export function sessionInfoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/uac/web/getTokenInfo', {
    schema: { body: objectBody({}) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { token, user, session } = authOf(request)
    return okData({ loginCorpId: session.tenant_id, loginUserId: user.id, mobile: user.phone, token })
  })

  app.post('/ums/web/user/getLoginUserInfo', {
    // loginUserId is accepted for the §7 payload, but the answer is always the caller's own.
    schema: { body: objectBody({ loginUserId: id() }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { token, user, session } = authOf(request)
    return ok(await loginUserInfo(ctx.db, user, session.tenant_id, token))
  })

  // Idempotent: an already ended session still answers success, so signing out never prompts.
  app.post('/loginOut', { schema: { body: objectBody({}) } }, async (request, reply) => {
    const token = tokenOf(request)
    if (token) {
      const session = await findLiveSession(ctx.db, token, ctx.now())
      if (session) await revokeSession(ctx.db, hashToken(token), ctx.now())
    }
    reply.clearCookie(TOKEN_COOKIE, { path: '/gateway' })
    return ok(null)
  })
}
