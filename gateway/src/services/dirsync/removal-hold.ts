import type { GatewayContext } from '../../core/context'
import type { DirectoryChange } from '../../integrations/messaging/directory'
import type { MemberStep, Snapshot, Step } from './plan'
import { reachesLimit, removalLimitOf, staffOnTheJob } from './removal-limit'
import type { Counts, Trigger } from './runs'

/** Offboardings by callbacks and retries within this long count together (a company emptied one callback at a time). */
export const CALLBACK_WINDOW_MS = 24 * 60 * 60_000

export const isRemoval = (step: Step): step is MemberStep => step.kind === 'member' && step.action === 'disable'

/** What the guard looks at of a run about to apply its plan. */
export interface PlannedRun {
  tenantId: number
  platform: string
  runId: string
  trigger: Trigger
  steps: Step[]
  snapshot: Snapshot
  /** What a callback or retry run reads; null for a full sync. */
  changes: DirectoryChange[] | null
  /** Platform ids of the people an administrator confirmed offboarding for this run. */
  confirmed: ReadonlySet<string>
}

/** People offboarded by this platform's callbacks and retries of the tenant within the window. */
async function recentRemovals(ctx: GatewayContext, tenantId: number, platform: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('dirsync_record')
    .innerJoin('dirsync_run', (join) =>
      join
        .onRef('dirsync_run.tenant_id', '=', 'dirsync_record.tenant_id')
        .onRef('dirsync_run.id', '=', 'dirsync_record.run_id'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dirsync_record.tenant_id', '=', tenantId)
    .where('dirsync_run.platform', '=', platform)
    .where('dirsync_run.trigger', 'in', ['callback', 'retry'])
    .where('dirsync_run.started_at', '>=', ctx.now() - CALLBACK_WINDOW_MS)
    .where('dirsync_record.action', '=', 'disable')
    .where('dirsync_record.result', 'in', ['disabled', 'held'])
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The callback run of the platform already waiting for a confirmation, if any. */
const waitingCallbackRun = (ctx: GatewayContext, tenantId: number, platform: string) =>
  ctx.db
    .selectFrom('dirsync_run')
    .select(['id', 'changes', 'counts'])
    .where('tenant_id', '=', tenantId)
    .where('platform', '=', platform)
    .where('status', '=', 'confirm')
    .where('trigger', '=', 'callback')
    .orderBy('started_at')
    .executeTakeFirst()

/**
 * Whether the run must wait for an administrator before it offboards anyone: it would offboard at least the
 * tenant's limit (people, or share of the staff; for callbacks, with the others of the last day), or the platform
 * lists nobody at all while the portal links people to it (a company emptied, or an app that sees no one).
 */
export async function mustHold(ctx: GatewayContext, run: PlannedRun): Promise<boolean> {
  const unconfirmed = run.steps.filter((step) => isRemoval(step) && !run.confirmed.has(step.platformId)).length
  if (unconfirmed === 0) return false
  if (run.changes === null && !run.snapshot.members.some((member) => member.active)) return true
  if (run.trigger === 'callback' && (await waitingCallbackRun(ctx, run.tenantId, run.platform))) return true
  const earlier = run.changes === null ? 0 : await recentRemovals(ctx, run.tenantId, run.platform)
  const staff = await staffOnTheJob(ctx, run.tenantId)
  return reachesLimit(unconfirmed + earlier, staff + earlier, await removalLimitOf(ctx, run.tenantId))
}

async function recordHeld(
  ctx: GatewayContext,
  tenantId: number,
  runId: string,
  steps: MemberStep[],
  firstSeq: number,
): Promise<void> {
  for (let i = 0; i < steps.length; i += 100) {
    await ctx.db
      .insertInto('dirsync_record')
      .values(
        steps.slice(i, i + 100).map((step, at) => ({
          tenant_id: tenantId,
          run_id: runId,
          seq: firstSeq + i + at,
          kind: 'member',
          platform_id: step.platformId,
          name: step.name.slice(0, 200),
          action: 'disable',
          result: 'held',
          changes: JSON.stringify(step.changes),
          reason: step.reason ? JSON.stringify(step.reason) : '',
          retried: 0,
        })),
      )
      .execute()
  }
}

/**
 * Stops the run before it applies anything: it waits for confirmation with the people it would offboard as its
 * 'held' records. A callback run joins the callback run already waiting (its changes and people added there, its
 * own row dropped); a full sync replaces an older full sync still waiting.
 */
export async function holdRun(ctx: GatewayContext, run: PlannedRun, counts: Counts): Promise<void> {
  const removals = run.steps.filter(isRemoval)
  const waiting = run.trigger === 'callback' ? await waitingCallbackRun(ctx, run.tenantId, run.platform) : undefined
  if (waiting && waiting.id !== run.runId) {
    const changes = [...parseChanges(waiting.changes), ...(run.changes ?? [])]
    const held = await ctx.db
      .selectFrom('dirsync_record')
      .select(['seq', 'platform_id'])
      .where('tenant_id', '=', run.tenantId)
      .where('run_id', '=', waiting.id)
      .execute()
    const known = new Set(held.map((row) => row.platform_id))
    const added = removals.filter((step) => !known.has(step.platformId))
    await recordHeld(ctx, run.tenantId, waiting.id, added, Math.max(0, ...held.map((row) => row.seq)) + 1)
    const total = held.length + added.length
    await ctx.db
      .updateTable('dirsync_run')
      .set({
        changes: JSON.stringify(changes),
        counts: JSON.stringify({ ...counts, total, held: total }),
        error: JSON.stringify({ key: 'removalHeld', vars: { count: total } }),
      })
      .where('tenant_id', '=', run.tenantId)
      .where('id', '=', waiting.id)
      .execute()
    await ctx.db.deleteFrom('dirsync_run').where('tenant_id', '=', run.tenantId).where('id', '=', run.runId).execute()
    return
  }
  if (run.changes === null) await closeWaiting(ctx, run.tenantId, run.platform, 'replacedByNewer', run.runId)
  await recordHeld(ctx, run.tenantId, run.runId, removals, 1)
  await ctx.db
    .updateTable('dirsync_run')
    .set({
      status: 'confirm',
      counts: JSON.stringify({ ...counts, total: run.steps.length, held: removals.length }),
      error: JSON.stringify({ key: 'removalHeld', vars: { count: removals.length } }),
    })
    .where('tenant_id', '=', run.tenantId)
    .where('id', '=', run.runId)
    .execute()
}

/** Full syncs of the platform still waiting (other than `except`) end as cancelled: nobody of theirs is offboarded. */
async function closeWaiting(
  ctx: GatewayContext,
  tenantId: number,
  platform: string,
  why: 'replacedByNewer',
  except: string,
): Promise<void> {
  const older = await ctx.db
    .selectFrom('dirsync_run')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('platform', '=', platform)
    .where('status', '=', 'confirm')
    .where('changes', '=', '')
    .where('id', '!=', except)
    .execute()
  for (const row of older) await endWaiting(ctx, tenantId, row.id, why)
}

/** Ends a waiting run as cancelled: its held people stay on the job (their records say why). True when it was waiting. */
export async function endWaiting(
  ctx: GatewayContext,
  tenantId: number,
  runId: string,
  why: 'replacedByNewer' | 'removalCancelled',
): Promise<boolean> {
  const ended = await ctx.db
    .updateTable('dirsync_run')
    .set({ status: 'cancelled', finished_at: ctx.now(), error: JSON.stringify({ key: why }) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .where('status', '=', 'confirm')
    .executeTakeFirst()
  if (Number(ended.numUpdatedRows) !== 1) return false
  await ctx.db
    .updateTable('dirsync_record')
    .set({ result: 'skipped', reason: JSON.stringify({ key: why }) })
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('result', '=', 'held')
    .execute()
  return true
}

export function parseChanges(raw: string): DirectoryChange[] {
  try {
    const parsed = JSON.parse(raw) as unknown
    return Array.isArray(parsed) ? (parsed as DirectoryChange[]) : []
  } catch {
    return []
  }
}
