import type { FastifyInstance } from 'fastify'
import { authOf, requireSession, TOKEN_COOKIE, tokenOf } from '../../core/auth/guard'
import { sessionsEnded } from '../../core/auth/session-ends'
import { findLiveSession, revokeSession } from '../../core/auth/sessions'
import { hashToken } from '../../core/auth/token'
import type { GatewayContext } from '../../core/context'
import { ok, okData } from '../../core/envelope'
import { objectBody } from '../../core/http/schema'

/** getTokenInfo and logout. */
export function sessionInfoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/uac/web/getTokenInfo', {
    schema: { body: objectBody({}) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { token, user, session } = authOf(request)
    return okData({ loginCorpId: session.tenant_id, loginUserId: user.id, mobile: user.phone, token })
  })

  // Idempotent: an already ended session still answers success, so signing out never prompts.
  app.post('/loginOut', { schema: { body: objectBody({}) } }, async (request, reply) => {
    const token = tokenOf(request)
    if (token) {
      const session = await findLiveSession(ctx.db, token, ctx.now())
      if (session) {
        await revokeSession(ctx.db, hashToken(token), ctx.now())
        sessionsEnded({ userIds: [session.user_id] })
      }
    }
    reply.clearCookie(TOKEN_COOKIE, { path: '/gateway' })
    return ok(null)
  })
}
