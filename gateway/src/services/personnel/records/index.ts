import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { historyRoutes } from './history-routes'
import { openAccountsRoutes } from './open-accounts-routes'
import { recordRoutes } from './record-routes'
import { staffingRoutes } from './staffing-routes'
import { userLookupRoutes } from './user-lookup-routes'

/** The employee record: records, onboarding and offboarding, the /ums/web/user lookups. */
export function personnelRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  recordRoutes(app, ctx)
  staffingRoutes(app, ctx)
  userLookupRoutes(app, ctx)
  openAccountsRoutes(app, ctx)
  historyRoutes(app, ctx)
}
