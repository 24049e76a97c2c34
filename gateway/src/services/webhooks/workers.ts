import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { WebhookWorker } from './worker'

/** The webhook workers running in this process, by their gateway's context. */
const workers = new Map<GatewayContext, WebhookWorker>()

/** Runs the webhook worker while the gateway runs (started when it is ready, stopped when it closes). */
export function webhookWorkerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const worker = new WebhookWorker(ctx, app.log)
  app.addHook('onReady', async () => {
    workers.set(ctx, worker)
    worker.start()
  })
  app.addHook('onClose', async () => {
    await worker.stop()
    if (workers.get(ctx) === worker) workers.delete(ctx)
  })
}

/** Looks for due deliveries now (something was queued and committed in this process). */
export function wakeWebhooks(): void {
  for (const worker of workers.values()) worker.kick()
}

/** Sends every delivery due now through this gateway's worker (tests; false when it runs none). */
export async function drainWebhooks(ctx: GatewayContext): Promise<boolean> {
  const worker = workers.get(ctx)
  if (!worker) return false
  await worker.drain()
  return true
}
