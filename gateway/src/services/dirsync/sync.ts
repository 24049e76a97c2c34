import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import type {
  DirectoryChange,
  DirectoryClient,
  PlatformDepartment,
  PlatformMember,
} from '../../integrations/messaging/directory'
import type { Platform } from '../../integrations/messaging/types'
import type { DirectoryActor } from '../personnel'
import { applyStep, reasonOf, type ApplyContext } from './apply'
import { planSync, type Scope, type Snapshot, type Step } from './plan'
import { portalState } from './portal-state'
import type { FieldRules } from './rules'
import { keepAlive } from './liveness'
import { holdRun, mustHold } from './removal-hold'
import { emptyCounts, finishRun, recordStep, startRun, updateCounts, type Trigger } from './runs'

/** What a sync reads: a platform's directory client, or the older product's export. */
export type DirectoryReader = Pick<DirectoryClient, 'departments' | 'department' | 'members' | 'member'>

/** Reads the whole directory: every department, and the members of each (listed once, in their first department). */
export async function readSnapshot(client: DirectoryReader): Promise<Snapshot> {
  const departments = await client.departments()
  const members = new Map<string, PlatformMember>()
  const queue = [...departments]
  const worker = async () => {
    for (let department = queue.shift(); department; department = queue.shift()) {
      for (const member of await client.members(department.id))
        if (!members.has(member.id)) members.set(member.id, member)
    }
  }
  await Promise.all([worker(), worker(), worker()])
  return { departments, members: [...members.values()] }
}

/** The departments and members a set of changes names, as the platform has them now (absent = gone). */
export async function readChanged(
  client: DirectoryReader,
  changes: DirectoryChange[],
): Promise<{ snapshot: Snapshot; scope: Scope }> {
  const departmentIds = [...new Set(changes.filter((c) => c.kind === 'department').map((c) => c.id))]
  const memberIds = [...new Set(changes.filter((c) => c.kind === 'member').map((c) => c.id))]
  const departments = (await Promise.all(departmentIds.map((id) => client.department(id)))).filter(
    (d): d is PlatformDepartment => d !== null,
  )
  const members = (await Promise.all(memberIds.map((id) => client.member(id)))).filter(
    (m): m is PlatformMember => m !== null,
  )
  return { snapshot: { departments, members }, scope: { full: false, departmentIds, memberIds } }
}

export interface RunRequest {
  tenantId: number
  /** The platform, or 'old-product'. */
  platform: Platform | 'old-product'
  client: DirectoryReader
  rules: FieldRules
  actor: DirectoryActor
  trigger: Trigger
  /** Who started it (null for callbacks and scheduled runs). */
  startedBy: number | null
  /** The connector lease a full sync holds (renewed while it runs). */
  leaseHolder?: string
}

/** The plan of a full sync: read the platform and compare; nothing is written. */
export async function planFull(
  ctx: GatewayContext,
  request: Omit<RunRequest, 'trigger' | 'startedBy' | 'actor'>,
): Promise<Step[]> {
  const snapshot = await readSnapshot(request.client)
  const state = await portalState(ctx.db, request.tenantId, request.platform)
  return planSync(snapshot, state, request.rules, { full: true })
}

/**
 * Runs a sync and logs it: reads the platform (everything, or what `changes` name), plans, applies each step and
 * records its result. Answers the run's id once it is logged; `done` settles when every step is applied, or when
 * the run stopped to wait for an administrator's confirmation (removal-hold.ts).
 */
export async function runSync(
  ctx: GatewayContext,
  request: RunRequest,
  changes: DirectoryChange[] | null,
): Promise<{ runId: string; done: Promise<void> }> {
  const runId = await startRun(ctx, {
    tenantId: request.tenantId,
    platform: request.platform,
    trigger: request.trigger,
    userId: request.startedBy,
    changes,
    leaseHolder: request.leaseHolder ?? '',
  })
  return { runId, done: executeRun(ctx, runId, request, changes, new Set()) }
}

/** Reads, plans and applies a logged run; `confirmed`: the platform ids of people an administrator confirmed offboarding. */
export async function executeRun(
  ctx: GatewayContext,
  runId: string,
  request: RunRequest,
  changes: DirectoryChange[] | null,
  confirmed: ReadonlySet<string>,
): Promise<void> {
  const counts = emptyCounts()
  const stop = keepAlive(ctx, {
    tenantId: request.tenantId,
    platform: request.platform,
    runId,
    leaseHolder: request.leaseHolder ?? '',
  })
  try {
    const { snapshot, scope } =
      changes === null
        ? { snapshot: await readSnapshot(request.client), scope: { full: true } as Scope }
        : await readChanged(request.client, changes)
    const steps = planSync(
      snapshot,
      await portalState(ctx.db, request.tenantId, request.platform),
      request.rules,
      scope,
    )
    const planned = {
      tenantId: request.tenantId,
      platform: request.platform,
      runId,
      trigger: request.trigger,
      steps,
      snapshot,
      changes,
      confirmed,
    }
    if (await mustHold(ctx, planned)) return await holdRun(ctx, planned, counts)
    counts.total = steps.length
    await updateCounts(ctx, request.tenantId, runId, counts)
    const departments = new Map(snapshot.departments.map((d) => [d.id, d]))
    const applying: ApplyContext = {
      ctx,
      actor: request.actor,
      platform: request.platform,
      department: async (id) => departments.get(id) ?? request.client.department(id),
    }
    let seq = 0
    for (const step of steps) {
      const applied = await applyStep(applying, step)
      await recordStep(ctx, { tenantId: request.tenantId, runId, seq: ++seq }, step, applied.result, applied.reason)
      counts[applied.result]++
      counts.done++
      if (counts.done % 10 === 0) await updateCounts(ctx, request.tenantId, runId, counts)
    }
    await finishRun(ctx, request.tenantId, runId, counts, null)
  } catch (error) {
    await finishRun(ctx, request.tenantId, runId, counts, reasonOf(error)).catch(() => undefined)
  } finally {
    stop()
  }
}

export const actorOf = (tenantId: number, userId: number, lang: Lang): DirectoryActor => ({ tenantId, userId, lang })
