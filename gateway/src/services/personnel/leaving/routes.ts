import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { caseRoutes } from './case-routes'
import { certificateRoutes } from './certificate-routes'
import { cityRoutes } from './city-routes'
import { leavingScheduler } from './scheduler'
import { settlementRoutes } from './settlement-routes'
import { spellRoutes } from './spell-routes'

/** Leaving: resignations and terminations, their offboarding, final settlement and certificate, the cities' wages, a rehired person's earlier spells. */
export function leavingRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  caseRoutes(app, ctx)
  settlementRoutes(app, ctx)
  certificateRoutes(app, ctx)
  cityRoutes(app, ctx)
  spellRoutes(app, ctx)
  leavingScheduler(app, ctx)
}
