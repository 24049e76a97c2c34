import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { closeDueAccounts } from './closure'

const HOUR = 3_600_000

/**
 * Closes the accounts of leavers whose last day is over, shortly after the gateway starts and then every hour (so
 * within an hour of midnight in each tenant's own time zone); safe to run in several processes at once.
 */
export function leavingScheduler(app: FastifyInstance, ctx: GatewayContext): void {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const onError = (error: unknown) => app.log.error({ err: error }, 'a leaver’s accounts could not be closed')
  const run = () => {
    closeDueAccounts(ctx, ctx.now(), onError)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(run, HOUR).unref()
      })
  }
  app.addHook('onReady', async () => {
    timer = setTimeout(run, 7 * 60_000).unref()
  })
  app.addHook('onClose', async () => {
    stopped = true
    clearTimeout(timer)
  })
}
