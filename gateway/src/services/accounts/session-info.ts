import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession, tokenOf } from '../../core/auth/guard'
import { clearSessionCookies, setPageCookie } from '../../core/auth/session-cookies'
import { recordActivity } from '../../core/auth/idle'
import { sessionsEnded } from '../../core/auth/session-ends'
import { findLiveSession, revokeSession } from '../../core/auth/sessions'
import { hashToken } from '../../core/auth/token'
import type { GatewayContext } from '../../core/context'
import { ok, okData } from '../../core/envelope'
import { serve } from '../../core/http/serve'

const { session: routes, signIn } = contract.accounts

/**
 * The least gap between two writes of an explicit keep-alive (the shell sends one at most every 50 s while
 * its user is active), so the stored last use stays within a minute of the user's real last activity.
 */
export const KEEP_ALIVE_GAP_MS = 10_000

/** getTokenInfo, the keep-alive of an active user and logout. */
export function sessionInfoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.tokenInfo, { preHandler: requireSession(ctx) }, async (request) => {
    const { token, user, session } = authOf(request)
    return okData({ loginCorpId: session.tenant_id, loginUserId: user.id, mobile: user.phone, token })
  })

  // The shell's user is active (a key, a click, in the shell or a frame) though no request was made: the
  // session counts as used now. Answers the tenant's inactivity timeout, which the shell counts down.
  serve(app, routes.keepAlive, { preHandler: requireSession(ctx) }, async (request) => {
    const { session } = authOf(request)
    await recordActivity(ctx.db, session, ctx.now(), KEEP_ALIVE_GAP_MS)
    const tenant = await ctx.db
      .selectFrom('tenant')
      .select('idle_minutes')
      .where('id', '=', session.tenant_id)
      .executeTakeFirstOrThrow()
    return ok({ idleMinutes: Number(tenant.idle_minutes) })
  })

  // The shell page's cookie for this session (core/auth/session-cookies.ts), for a session opened by a token in the
  // URL or before the cookie existed: the shell asks for it before it reloads its page to frame an installed app. It
  // lasts as long as the session, as the token the shell keeps in localStorage does.
  serve(app, routes.pageCookie, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const { token, session } = authOf(request)
    setPageCookie(reply, ctx.config, token, session.expires_at)
    return ok(null)
  })

  // Idempotent: an already ended session still answers success, so signing out never prompts.
  serve(app, signIn.logout, {}, async (request, reply) => {
    const token = tokenOf(request)
    if (token) {
      const session = await findLiveSession(ctx.db, token, ctx.now())
      if (session) {
        await revokeSession(ctx.db, hashToken(token), ctx.now())
        await sessionsEnded(ctx.bus, { userIds: [session.user_id] })
      }
    }
    clearSessionCookies(reply)
    return ok(null)
  })
}
