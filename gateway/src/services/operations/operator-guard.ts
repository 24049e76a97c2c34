import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { signedIn } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { GatewayError, codes, texts } from '../../core/errors'
import { isOperator } from './operator'

/**
 * Signed in and a platform operator (a `platform_operator` row), else 403001. Every operations
 * route checks this row itself: menus only hide, they do not protect. Roles and isSuper do not count.
 * Used as preValidation, so a non-operator is refused before the body is looked at.
 */
export const requireOperator = (ctx: GatewayContext): preHandlerAsyncHookHandler => {
  return async function requireOperatorHook(request: FastifyRequest) {
    if (!(await isOperator(ctx.db, (await signedIn(ctx, request)).user.id)))
      throw new GatewayError(codes.noPermission, texts.noPermission)
  }
}
