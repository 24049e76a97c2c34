import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { recordsRoutes } from './records-routes'
import { registerRoutes } from './register-routes'

/** Companies: registration (signed out) and the operators' company records. */
export function companyRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  registerRoutes(app, ctx)
  recordsRoutes(app, ctx)
}
