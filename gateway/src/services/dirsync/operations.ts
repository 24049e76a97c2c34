import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import {
  directoryClient,
  type ConnectorSettings,
  type DirectoryChange,
  type DirectoryClient,
} from '../../integrations/messaging/directory'
import type { Platform } from '../../integrations/messaging/types'
import { savedConnector } from './connector-store'
import { dirsyncCodes, dirsyncError } from './errors'
import { claimLease, LEASE_MS, releaseLease } from './lease'
import { actorOf, runSync } from './sync'
import type { Trigger } from './runs'

/** Runs that have not settled yet in this process (tests wait for them; the gateway's close does too). */
const pending = new WeakMap<GatewayContext, Set<Promise<void>>>()

/** Keeps a run's settling in view (settledRuns waits for it). */
export function trackRun(ctx: GatewayContext, done: Promise<void>): void {
  const set = pending.get(ctx) ?? new Set<Promise<void>>()
  pending.set(ctx, set)
  set.add(done)
  void done.finally(() => set.delete(done))
}

/** Waits until every sync this process started has settled. */
export async function settledRuns(ctx: GatewayContext): Promise<void> {
  while (pending.get(ctx)?.size) await Promise.allSettled([...pending.get(ctx)!])
}

export async function connectorSettingsFor(
  ctx: GatewayContext,
  tenantId: number,
  platform: Platform,
): Promise<ConnectorSettings | null> {
  return (await savedConnector(ctx, tenantId, platform))?.settings ?? null
}

export async function directoryClientFor(
  ctx: GatewayContext,
  tenantId: number,
  platform: Platform,
): Promise<DirectoryClient | null> {
  const settings = await connectorSettingsFor(ctx, tenantId, platform)
  return settings ? directoryClient(settings) : null
}

/** Starts a full sync of the tenant's connector, once across every process (the connector's lease). */
export async function startFullSync(
  ctx: GatewayContext,
  start: { tenantId: number; platform: Platform; trigger: Trigger; startedBy: number | null; lang: Lang | null },
): Promise<string> {
  const saved = await savedConnector(ctx, start.tenantId, start.platform)
  if (!saved) throw dirsyncError(dirsyncCodes.notConfigured, 'notConfigured', { platform: start.platform })
  const holder = randomUUID()
  const key = { tenantId: start.tenantId, platform: start.platform }
  if (!(await claimLease(ctx, key, holder, LEASE_MS))) throw dirsyncError(dirsyncCodes.syncRunning, 'syncRunning')
  try {
    const run = await runSync(
      ctx,
      {
        tenantId: start.tenantId,
        platform: start.platform,
        client: directoryClient(saved.settings),
        rules: saved.rules,
        actor: actorOf(start.tenantId, start.startedBy ?? saved.updatedBy, start.lang ?? saved.lang),
        trigger: start.trigger,
        startedBy: start.startedBy,
        leaseHolder: holder,
      },
      null,
    )
    trackRun(
      ctx,
      run.done.finally(() => releaseLease(ctx, key, holder, start.trigger === 'schedule')),
    )
    return run.runId
  } catch (error) {
    await releaseLease(ctx, key, holder)
    throw error
  }
}

/** Applies the changes a callback or a retry names (no lease: each touches a few records). */
export async function startChangeSync(
  ctx: GatewayContext,
  start: {
    tenantId: number
    platform: Platform
    changes: DirectoryChange[]
    trigger: Trigger
    startedBy: number | null
    lang: Lang | null
  },
): Promise<string | null> {
  const saved = await savedConnector(ctx, start.tenantId, start.platform)
  if (!saved) return null
  const run = await runSync(
    ctx,
    {
      tenantId: start.tenantId,
      platform: start.platform,
      client: directoryClient(saved.settings),
      rules: saved.rules,
      actor: actorOf(start.tenantId, start.startedBy ?? saved.updatedBy, start.lang ?? saved.lang),
      trigger: start.trigger,
      startedBy: start.startedBy,
    },
    start.changes,
  )
  trackRun(ctx, run.done)
  return run.runId
}
