import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { accountInfoRoutes } from './account-info'
import { rebindRoutes } from './rebind'
import { resetPasswordRoutes } from './reset-password'
import { sendCodeRoutes } from './send-code'
import { sessionListRoutes } from './sessions'

/** Account security (§1, §5, §7): account and security info, codes, password reset, phone and e-mail binding, the user's own sessions. */
export function accountSecurityRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  accountInfoRoutes(app, ctx)
  sendCodeRoutes(app, ctx)
  resetPasswordRoutes(app, ctx)
  rebindRoutes(app, ctx)
  sessionListRoutes(app, ctx)
}
