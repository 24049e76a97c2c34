import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { startDailyScheduler } from '../../core/daily-scheduler'
import { runContractDay } from './reminders'

// The daily timer lives in core (every service's daily work runs by it); kept here under its old names.
export { nextRunAt, RUN_OFFSET_MS, startDailyScheduler, type SchedulerClock } from '../../core/daily-scheduler'

/** Runs the contracts' daily work (expiry, reminders) while the gateway runs, by the gateway's clock. */
export function contractSchedulerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  let scheduler: { stop(): void } | undefined
  app.addHook('onReady', async () => {
    scheduler = startDailyScheduler(
      {
        now: ctx.now,
        setTimer: (run, ms) => setTimeout(run, ms).unref(),
        clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
      },
      (now) => runContractDay(ctx, now),
      (error) => app.log.error({ err: error }, 'contract expiry and reminders could not run'),
    )
  })
  app.addHook('onClose', async () => scheduler?.stop())
}
