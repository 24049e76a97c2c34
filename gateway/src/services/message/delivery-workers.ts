import type { GatewayContext } from '../../core/context'
import type { DeliveryWorker } from './delivery-worker'

/** The code delivery worker each running gateway started (delivery-routes.ts), by its context. */
export const deliveryWorkers = new WeakMap<GatewayContext, DeliveryWorker>()

/** Wakes this process's worker: a code was queued. */
export function wakeDeliveries(ctx: GatewayContext): void {
  deliveryWorkers.get(ctx)?.kick()
}

/** Sends every code due now through this gateway's worker (tests; false when it runs none). */
export async function drainDeliveries(ctx: GatewayContext): Promise<boolean> {
  const worker = deliveryWorkers.get(ctx)
  if (!worker) return false
  await worker.drain()
  return true
}
