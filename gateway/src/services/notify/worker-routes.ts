import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { onQueued } from './queue'
import { NotifyWorker } from './worker'
import { notifyWorkers as workers } from './workers'

/** Runs the notification worker while the gateway runs (started when it is ready, stopped when it closes). */
export function notifyWorkerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const worker = new NotifyWorker(ctx, app.log)
  let stopWaking = () => {}
  app.addHook('onReady', async () => {
    workers.set(ctx, worker)
    stopWaking = onQueued(() => worker.kick())
    worker.start()
  })
  app.addHook('onClose', async () => {
    stopWaking()
    await worker.stop()
    if (workers.get(ctx) === worker) workers.delete(ctx)
  })
}
