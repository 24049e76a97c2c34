import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { totpAdminRoutes } from './admin-reset-routes'
import { totpEnrolRoutes } from './enrol-routes'
import { totpPolicyRoutes } from './policy-routes'
import { totpSignInRoutes } from './sign-in-routes'
export { totpGate } from './gate'

export { signInWithSecondFactor } from './second-step'

/** Time-based one-time passwords: the user's set-up, the sign-in's second step, the tenant's requirement, an
 * administrator's reset. */
export function totpRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  totpEnrolRoutes(app, ctx)
  totpSignInRoutes(app, ctx)
  totpPolicyRoutes(app, ctx)
  totpAdminRoutes(app, ctx)
}
