import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import { loginUserInfo } from '../../core/auth/user-info'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'

/** getLoginUserInfo: the caller's own user info, and whether the session is an operator's super login. */
export function loginUserInfoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  // loginUserId is accepted for the §7 payload, but the answer is always the caller's own.
  serve(app, contract.personnel.people.loginUser, { preHandler: requireSession(ctx) }, async (request) => {
    const { token, user, session } = authOf(request)
    // superLogin: a platform operator opened this session by super login; the shell tells the operator so.
    return ok({
      ...(await loginUserInfo(ctx.db, user, session.tenant_id, token)),
      superLogin: session.super_login === 1,
    })
  })
}
