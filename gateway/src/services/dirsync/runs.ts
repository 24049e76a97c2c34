import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import type { DirectoryChange } from '../../integrations/messaging/directory'
import type { Step } from './plan'
import type { Reason } from './texts'

/** 'held': an offboarding that waits for an administrator's confirmation (removal-hold.ts). */
export type RecordResult = 'created' | 'updated' | 'moved' | 'disabled' | 'removed' | 'skipped' | 'failed' | 'held'
export const RESULTS: RecordResult[] = [
  'created',
  'updated',
  'moved',
  'disabled',
  'removed',
  'skipped',
  'failed',
  'held',
]
export type Trigger = 'manual' | 'callback' | 'schedule' | 'retry' | 'old-product'

export type Counts = Record<RecordResult, number> & { total: number; done: number }
export const emptyCounts = (total = 0): Counts => ({
  created: 0,
  updated: 0,
  moved: 0,
  disabled: 0,
  removed: 0,
  skipped: 0,
  failed: 0,
  held: 0,
  total,
  done: 0,
})

/** Logs a new run; `changes`: what a callback or retry run reads (null for a full sync); `leaseHolder`: the connector lease it holds. */
export async function startRun(
  ctx: GatewayContext,
  run: {
    tenantId: number
    platform: string
    trigger: Trigger
    userId: number | null
    changes: DirectoryChange[] | null
    leaseHolder: string
  },
): Promise<string> {
  const id = randomUUID()
  const now = ctx.now()
  await ctx.db
    .insertInto('dirsync_run')
    .values({
      tenant_id: run.tenantId,
      id,
      platform: run.platform,
      trigger: run.trigger,
      dry_run: 0,
      user_id: run.userId,
      started_at: now,
      finished_at: null,
      status: 'running',
      counts: JSON.stringify(emptyCounts()),
      error: '',
      changes: run.changes ? JSON.stringify(run.changes) : '',
      lease_holder: run.leaseHolder,
      alive_at: now,
    })
    .execute()
  return id
}

export async function recordStep(
  ctx: GatewayContext,
  where: { tenantId: number; runId: string; seq: number },
  step: Step,
  result: RecordResult,
  reason: Reason,
): Promise<void> {
  await ctx.db
    .insertInto('dirsync_record')
    .values({
      tenant_id: where.tenantId,
      run_id: where.runId,
      seq: where.seq,
      kind: step.kind,
      platform_id: step.platformId,
      name: step.name.slice(0, 200),
      action: step.action,
      result,
      changes: JSON.stringify(step.changes),
      reason: reason ? JSON.stringify(reason) : '',
      retried: 0,
    })
    .execute()
}

export async function updateCounts(
  ctx: GatewayContext,
  tenantId: number,
  runId: string,
  counts: Counts,
): Promise<void> {
  await ctx.db
    .updateTable('dirsync_run')
    .set({ counts: JSON.stringify(counts) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .execute()
}

export async function finishRun(
  ctx: GatewayContext,
  tenantId: number,
  runId: string,
  counts: Counts,
  error: Reason,
): Promise<void> {
  await ctx.db
    .updateTable('dirsync_run')
    .set({
      counts: JSON.stringify(counts),
      status: error ? 'failed' : 'done',
      finished_at: ctx.now(),
      error: error ? JSON.stringify(error) : '',
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .execute()
}
