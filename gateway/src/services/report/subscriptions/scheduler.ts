import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { PollingWorker, type WorkerLog } from '../../../core/polling-worker'
import { tenantTimeZone } from '../../scheduling'
import { runSubscription } from './run-subscription'
import { nextRunAfter, scheduleOf } from './schedule'
import { claimRun, dueSubscriptions } from './store'

/** Subscriptions one pass takes. */
export const REPORT_BATCH = 10
/** How often the scheduler looks for due subscriptions. */
export const REPORT_POLL_MS = 60_000

/**
 * Runs due report subscriptions. Several schedulers, in one process or several, share the table: each takes a due run
 * by moving the subscription's next run on (claimRun: only one update finds the time it read), and a run's key
 * (subscription, scheduled time) is unique, so no run is made or mailed twice. A run missed while no gateway ran is
 * made once, late; the next is scheduled after now.
 */
export class ReportScheduler extends PollingWorker {
  constructor(
    private readonly ctx: GatewayContext,
    log: WorkerLog,
  ) {
    super({ batch: REPORT_BATCH, pollMs: REPORT_POLL_MS, what: 'report subscription', log })
  }

  async pass(): Promise<number> {
    const now = this.ctx.now()
    const due = await dueSubscriptions(this.ctx.db, now, REPORT_BATCH)
    let taken = 0
    for (const sub of due) {
      const next = nextRunAfter(scheduleOf(sub), now, await tenantTimeZone(this.ctx.db, sub.tenant_id))
      if (!(await claimRun(this.ctx.db, sub, next))) continue
      taken += 1
      await runSubscription(this.ctx, sub, sub.next_run_at)
    }
    return taken
  }
}

const schedulers = new WeakMap<GatewayContext, ReportScheduler>()

/** Runs the report scheduler while the gateway runs (started when it is ready, stopped when it closes). */
export function schedulerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const scheduler = new ReportScheduler(ctx, app.log)
  app.addHook('onReady', async () => {
    schedulers.set(ctx, scheduler)
    scheduler.start()
  })
  app.addHook('onClose', async () => {
    await scheduler.stop()
    if (schedulers.get(ctx) === scheduler) schedulers.delete(ctx)
  })
}

/** Makes every run due now through this gateway's scheduler (tests; false when it runs none). */
export async function drainReportRuns(ctx: GatewayContext): Promise<boolean> {
  const scheduler = schedulers.get(ctx)
  if (!scheduler) return false
  await scheduler.drain()
  return true
}
