import type { GatewayContext } from '../../core/context'
import type { NotifyWorker } from './worker'

/** The notification worker each running gateway started (worker-routes.ts), by its context. */
export const notifyWorkers = new WeakMap<GatewayContext, NotifyWorker>()

/** Wakes this gateway's worker. */
export function wakeNotifications(ctx: GatewayContext): void {
  notifyWorkers.get(ctx)?.kick()
}

/** Sends every notification due now through this gateway's worker (tests; false when it runs none). */
export async function drainNotifications(ctx: GatewayContext): Promise<boolean> {
  const worker = notifyWorkers.get(ctx)
  if (!worker) return false
  await worker.drain()
  return true
}
