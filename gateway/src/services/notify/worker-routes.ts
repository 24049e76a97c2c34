import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { queueContractExpiries } from './contract-expiry'
import { onQueued } from './queue'
import { NotifyWorker } from './worker'
import { notifyWorkers as workers } from './workers'

/** Runs the notification worker while the gateway runs (started when it is ready, stopped when it closes). */
export function notifyWorkerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const worker = new NotifyWorker(ctx, app.log)
  let stopWaking = () => {}
  let daily: NodeJS.Timeout | undefined
  let first: NodeJS.Timeout | undefined
  // Contracts ending soon: looked for five minutes after start, then every hour (each contract is queued once, by its
  // end date); not at once, so a start is not followed by a burst of mail while the gateway warms up.
  const lookForContracts = () => {
    queueContractExpiries(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'contract expiry notices could not be queued'),
    )
  }
  app.addHook('onReady', async () => {
    workers.set(ctx, worker)
    stopWaking = onQueued(() => worker.kick())
    worker.start()
    first = setTimeout(lookForContracts, 5 * 60 * 1000)
    first.unref()
    daily = setInterval(lookForContracts, 60 * 60 * 1000)
    daily.unref()
  })
  app.addHook('onClose', async () => {
    clearTimeout(first)
    clearInterval(daily)
    stopWaking()
    await worker.stop()
    if (workers.get(ctx) === worker) workers.delete(ctx)
  })
}
