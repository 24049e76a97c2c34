import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { DeliveryWorker } from './delivery-worker'
import { deliveryWorkers as workers } from './delivery-workers'

/** Runs the code delivery worker while the gateway runs (started when it is ready, stopped when it closes). */
export function deliveryWorkerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const worker = new DeliveryWorker(ctx, app.log)
  app.addHook('onReady', async () => {
    workers.set(ctx, worker)
    worker.start()
  })
  app.addHook('onClose', async () => {
    await worker.stop()
    if (workers.get(ctx) === worker) workers.delete(ctx)
  })
}
