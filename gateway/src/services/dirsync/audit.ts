import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'

/** Records a settings change, a run started, confirmed or cancelled by someone; the detail never holds a secret. */
export async function auditDirsync(
  ctx: GatewayContext,
  entry: { tenantId: number; userId: number | null; action: string; platform: string; detail: Record<string, unknown> },
): Promise<void> {
  await ctx.db
    .insertInto('dirsync_audit')
    .values({
      tenant_id: entry.tenantId,
      id: randomUUID(),
      user_id: entry.userId,
      action: entry.action,
      platform: entry.platform,
      detail: JSON.stringify(entry.detail).slice(0, 2000),
      at: ctx.now(),
      count: 1,
    })
    .execute()
}

/**
 * Counts a refused callback in one audit row per tenant, platform and minute (a flood of forged callbacks writes one
 * row a minute, not one each): the row keeps the first refusal's detail and how many there were.
 */
export async function auditRefusedCallback(
  ctx: GatewayContext,
  entry: { tenantId: number; platform: string; detail: Record<string, unknown> },
): Promise<void> {
  const now = ctx.now()
  const minute = Math.floor(now / 60_000)
  await ctx.db
    .insertInto('dirsync_audit')
    .values({
      tenant_id: entry.tenantId,
      id: `refused:${entry.platform}:${minute}`,
      user_id: null,
      action: 'callback.refused',
      platform: entry.platform,
      detail: JSON.stringify(entry.detail).slice(0, 2000),
      at: minute * 60_000,
      count: 1,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'id']).doUpdateSet((eb) => ({ count: eb('dirsync_audit.count', '+', 1) })),
    )
    .execute()
}
