import type { GatewayContext } from '../../core/context'
import { LEASE_MS } from './lease'

/** How often a running sync shows it is alive (and renews its connector lease). */
const HEARTBEAT_MS = 15_000
/** A running sync silent this long was interrupted (its process was killed or lost its database). */
export const STALE_MS = 60_000

/** Keeps a running sync's heartbeat, and its lease when it holds one, until the answered function stops it. */
export function keepAlive(
  ctx: GatewayContext,
  run: { tenantId: number; platform: string; runId: string; leaseHolder: string },
): () => void {
  const beat = async () => {
    const now = ctx.now()
    await ctx.db
      .updateTable('dirsync_run')
      .set({ alive_at: now })
      .where('tenant_id', '=', run.tenantId)
      .where('id', '=', run.runId)
      .where('status', '=', 'running')
      .execute()
    if (!run.leaseHolder) return
    await ctx.db
      .updateTable('dirsync_connector')
      .set({ lease_until: now + LEASE_MS })
      .where('tenant_id', '=', run.tenantId)
      .where('platform', '=', run.platform)
      .where('lease_holder', '=', run.leaseHolder)
      .execute()
  }
  const timer = setInterval(() => {
    beat().catch(() => undefined)
  }, HEARTBEAT_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Closes the runs whose process stopped showing it is alive: each is marked failed ("interrupted") and the connector
 * lease it held is released, so a full sync can start again. Runs of live processes (any gateway process) keep running.
 * Answers how many it closed.
 */
export async function closeInterruptedRuns(ctx: GatewayContext): Promise<number> {
  const cutoff = ctx.now() - STALE_MS
  const stale = await ctx.db
    .selectFrom('dirsync_run')
    .select(['tenant_id', 'id', 'platform', 'lease_holder'])
    .where('status', '=', 'running')
    .where('alive_at', '<', cutoff)
    .limit(500)
    .execute()
  let closed = 0
  for (const run of stale) {
    const done = await ctx.db
      .updateTable('dirsync_run')
      .set({ status: 'failed', finished_at: ctx.now(), error: JSON.stringify({ key: 'interrupted' }) })
      .where('tenant_id', '=', run.tenant_id)
      .where('id', '=', run.id)
      .where('status', '=', 'running')
      .where('alive_at', '<', cutoff)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) continue
    closed++
    if (run.lease_holder) {
      await ctx.db
        .updateTable('dirsync_connector')
        .set({ lease_until: 0, lease_holder: '' })
        .where('tenant_id', '=', run.tenant_id)
        .where('platform', '=', run.platform)
        .where('lease_holder', '=', run.lease_holder)
        .execute()
    }
  }
  return closed
}
