import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'

/** Records a settings change, a run started by someone, or a refused callback; the detail never holds a secret. */
export async function auditDirsync(ctx: GatewayContext, entry: { tenantId: number; userId: number | null; action: string; platform: string; detail: Record<string, unknown> }): Promise<void> {
  await ctx.db.insertInto('dirsync_audit').values({
    tenant_id: entry.tenantId, id: randomUUID(), user_id: entry.userId, action: entry.action, platform: entry.platform,
    detail: JSON.stringify(entry.detail).slice(0, 2000), at: ctx.now(),
  }).execute()
}
