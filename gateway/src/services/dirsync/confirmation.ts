import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { directoryClient } from '../../integrations/messaging/directory'
import type { Platform } from '../../integrations/messaging/types'
import { oldProductDirectory } from '../../integrations/old-product/old-product-directory'
import { savedConnector } from './connector-store'
import { dirsyncCodes, dirsyncError } from './errors'
import { claimLease, LEASE_MS, releaseLease } from './lease'
import { trackRun } from './operations'
import { endWaiting, parseChanges } from './removal-hold'
import { DEFAULT_RULES } from './rules'
import { actorOf, executeRun, type RunRequest } from './sync'

type Who = { tenantId: number; userId: number; lang: Lang }

/** The waiting run of the tenant, or why it cannot be confirmed or cancelled. */
async function waitingRun(ctx: GatewayContext, tenantId: number, runId: string) {
  const run = await ctx.db
    .selectFrom('dirsync_run')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .executeTakeFirst()
  if (!run) throw dirsyncError(dirsyncCodes.runNotFound, 'runNotFound')
  if (run.status !== 'confirm') throw dirsyncError(dirsyncCodes.notWaiting, 'notWaiting')
  return run
}

/** What the run reads again when it goes on: the connector's platform, or the older product's export. */
async function requestFor(
  ctx: GatewayContext,
  who: Who,
  run: { platform: string; trigger: string },
): Promise<Omit<RunRequest, 'leaseHolder'>> {
  const base = {
    tenantId: who.tenantId,
    actor: actorOf(who.tenantId, who.userId, who.lang),
    trigger: run.trigger as RunRequest['trigger'],
    startedBy: who.userId,
  }
  if (run.platform === 'old-product') {
    const link = ctx.integrations.oldProduct.directory
    if (!link) throw dirsyncError(dirsyncCodes.notConfigured, 'oldProductMissing')
    return { ...base, platform: 'old-product', client: oldProductDirectory(link), rules: DEFAULT_RULES }
  }
  const saved = await savedConnector(ctx, who.tenantId, run.platform as Platform)
  if (!saved) throw dirsyncError(dirsyncCodes.notConfigured, 'notConfigured', { platform: run.platform })
  return { ...base, platform: run.platform as Platform, client: directoryClient(saved.settings), rules: saved.rules }
}

/**
 * An administrator confirms a waiting run: it reads the platform again and goes on, offboarding the people it listed
 * (anyone else it would now offboard counts against the limit again). A full sync takes the connector's lease first.
 * Answers how many people were listed.
 */
export async function confirmRun(ctx: GatewayContext, who: Who, runId: string): Promise<{ people: number }> {
  const run = await waitingRun(ctx, who.tenantId, runId)
  const request = await requestFor(ctx, who, run)
  const changes = run.changes ? parseChanges(run.changes) : null
  const key = { tenantId: who.tenantId, platform: run.platform }
  const holder = changes === null && run.platform !== 'old-product' ? randomUUID() : ''
  if (holder && !(await claimLease(ctx, key, holder, LEASE_MS)))
    throw dirsyncError(dirsyncCodes.syncRunning, 'syncRunning')
  const resumed = await ctx.db
    .updateTable('dirsync_run')
    .set({ status: 'running', error: '', alive_at: ctx.now(), lease_holder: holder })
    .where('tenant_id', '=', who.tenantId)
    .where('id', '=', runId)
    .where('status', '=', 'confirm')
    .executeTakeFirst()
  if (Number(resumed.numUpdatedRows) !== 1) {
    if (holder) await releaseLease(ctx, key, holder)
    throw dirsyncError(dirsyncCodes.notWaiting, 'notWaiting')
  }
  const held = await ctx.db
    .selectFrom('dirsync_record')
    .select('platform_id')
    .where('tenant_id', '=', who.tenantId)
    .where('run_id', '=', runId)
    .where('result', '=', 'held')
    .execute()
  await ctx.db.deleteFrom('dirsync_record').where('tenant_id', '=', who.tenantId).where('run_id', '=', runId).execute()
  const confirmed = new Set(held.map((row) => row.platform_id))
  const done = executeRun(ctx, runId, { ...request, leaseHolder: holder }, changes, confirmed)
  trackRun(ctx, holder ? done.finally(() => releaseLease(ctx, key, holder)) : done)
  return { people: confirmed.size }
}

/** An administrator cancels a waiting run: nobody it listed is offboarded. Answers how many people were listed. */
export async function cancelRun(ctx: GatewayContext, who: Who, runId: string): Promise<{ people: number }> {
  await waitingRun(ctx, who.tenantId, runId)
  const held = await ctx.db
    .selectFrom('dirsync_record')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', who.tenantId)
    .where('run_id', '=', runId)
    .where('result', '=', 'held')
    .executeTakeFirstOrThrow()
  if (!(await endWaiting(ctx, who.tenantId, runId, 'removalCancelled')))
    throw dirsyncError(dirsyncCodes.notWaiting, 'notWaiting')
  return { people: Number(held.n) }
}
