import type { GatewayContext } from '../../core/context'

/** A full sync's lease lasts this long; the run renews it while it is alive (liveness.ts), so a killed run frees it soon. */
export const LEASE_MS = 2 * 60_000

/**
 * The lease on a connector's full sync, held in its row: one full sync (manual or scheduled) per tenant and
 * platform at a time, across every gateway process. True when `holder` got it.
 */
export async function claimLease(
  ctx: GatewayContext,
  key: { tenantId: number; platform: string },
  holder: string,
  ms: number,
): Promise<boolean> {
  const now = ctx.now()
  const claimed = await ctx.db
    .updateTable('dirsync_connector')
    .set({ lease_holder: holder, lease_until: now + ms })
    .where('tenant_id', '=', key.tenantId)
    .where('platform', '=', key.platform)
    .where('lease_until', '<', now)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}

export async function releaseLease(
  ctx: GatewayContext,
  key: { tenantId: number; platform: string },
  holder: string,
  catchup = false,
): Promise<void> {
  await ctx.db
    .updateTable('dirsync_connector')
    .set({ lease_until: 0, lease_holder: '', ...(catchup ? { last_catchup_at: ctx.now() } : {}) })
    .where('tenant_id', '=', key.tenantId)
    .where('platform', '=', key.platform)
    .where('lease_holder', '=', holder)
    .execute()
}
