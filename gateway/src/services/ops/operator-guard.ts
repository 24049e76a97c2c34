import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { GatewayError, codes, texts } from '../../core/errors'
import { isOperator } from './operator'

/**
 * Signed in and a platform operator (a `platform_operator` row), else 403001. Every operations
 * route checks this row itself: menus only hide, they do not protect. Roles and isSuper do not count.
 * Used as preValidation, so a non-operator is refused before the body is looked at.
 */
export const requireOperator = (ctx: GatewayContext): preHandlerAsyncHookHandler => {
  const session = requireSession(ctx)
  return async function requireOperatorHook(request: FastifyRequest, reply: FastifyReply) {
    await session.call(this, request, reply)
    if (!(await isOperator(ctx.db, authOf(request).user.id))) throw new GatewayError(codes.noPermission, texts.noPermission)
  }
}
