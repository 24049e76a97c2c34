import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { organRoutes } from './organ-routes'
import { postRoutes } from './post-routes'

/** Organisation editing, post categories, posts and positions. */
export function orgRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  organRoutes(app, ctx)
  postRoutes(app, ctx)
}
