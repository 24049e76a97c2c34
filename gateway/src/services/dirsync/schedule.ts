import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import type { Platform } from '../../integrations/messaging/types'
import { closeInterruptedRuns } from './liveness'
import { settledRuns, startFullSync } from './operations'

/** How often each gateway process looks for connectors whose catch-up sync is due. */
const TICK_MS = 30_000

/** Starts the catch-up syncs that are due: each connector's interval, off when 0; the connector's lease keeps it to one process. */
export async function runDueCatchups(ctx: GatewayContext): Promise<number> {
  const now = ctx.now()
  const due = await ctx.db
    .selectFrom('dirsync_connector')
    .select(['tenant_id', 'platform', 'catchup_minutes', 'last_catchup_at'])
    .where('catchup_minutes', '>', 0)
    .where('lease_until', '<', now)
    .execute()
  let started = 0
  for (const row of due) {
    if (Number(row.last_catchup_at) + Number(row.catchup_minutes) * 60_000 > now) continue
    try {
      await startFullSync(ctx, {
        tenantId: row.tenant_id,
        platform: row.platform as Platform,
        trigger: 'schedule',
        startedBy: null,
        lang: null,
      })
      started++
    } catch {
      // Another process took it first, or the connector was removed meanwhile: the next tick looks again.
    }
  }
  return started
}

/**
 * Closes the runs interrupted by a stopped process when the gateway starts, then runs the ticks while it runs (runs
 * interrupted meanwhile, then the catch-up syncs due); waits for running syncs when it closes.
 */
export function scheduleRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  let timer: NodeJS.Timeout | null = null
  const closeInterrupted = () =>
    closeInterruptedRuns(ctx).catch((error: unknown) => {
      app.log.error({ err: error }, 'interrupted directory syncs could not be closed')
      return 0
    })
  app.addHook('onReady', async () => {
    await closeInterrupted()
    timer = setInterval(() => {
      closeInterrupted()
        .then(() => runDueCatchups(ctx))
        .catch((error: unknown) => app.log.error({ err: error }, 'directory catch-up sync failed to start'))
    }, TICK_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await settledRuns(ctx)
  })
}
