import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { DeliveryWorker } from './delivery-worker'

const workers = new WeakMap<GatewayContext, DeliveryWorker>()

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

/** Wakes this process's worker: a code was queued. */
export function wakeDeliveries(ctx: GatewayContext): void {
  workers.get(ctx)?.kick()
}

/** Sends every code due now through this gateway's worker (tests; false when it runs none). */
export async function drainDeliveries(ctx: GatewayContext): Promise<boolean> {
  const worker = workers.get(ctx)
  if (!worker) return false
  await worker.drain()
  return true
}
