import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { handInOverdue } from './attempt'

/** How often each gateway process hands in the attempts whose time is up (their takers may have closed the page). */
const TICK_MS = 30_000

/** Runs the hand-in sweep while the gateway runs. */
export function sweepRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  let timer: NodeJS.Timeout | null = null
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      handInOverdue(ctx.db, ctx.now()).catch((error: unknown) =>
        app.log.error({ err: error }, 'overdue exam attempts could not be handed in'),
      )
    }, TICK_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}
