import type { ExpressionBuilder } from 'kysely'
import type { Database, Db } from '../../../core/db/types'
import type { WorkflowInstance } from '../types'

/**
 * How an absence routes requests: while it is active (starts_at <= now < ends_at) its delegate may decide what waits
 * for the approver, never a request that concerns the delegate, which stays with the approver alone. Nothing is
 * copied: the approver's tasks stay theirs, so when the absence ends the delegate sees and decides nothing more.
 */

/** The accounts a request concerns: its applicant and the people its own steps name (e.g. the colleague of a shift swap). */
export function concernedIds(instance: Pick<WorkflowInstance, 'applicantId' | 'steps'>): Set<number> {
  const ids = new Set([instance.applicantId])
  for (const step of instance.steps) if (step.approver.type === 'user') ids.add(step.approver.userId)
  return ids
}

/** The tenant's absences active at `now` whose delegate is `delegateId`, as a subquery of their approvers. */
export function principalsQuery(db: Db, tenantId: number, delegateId: number, now: number) {
  return db
    .selectFrom('wf_absence')
    .select('wf_absence.user_id')
    .where('wf_absence.tenant_id', '=', tenantId)
    .where('wf_absence.delegate_id', '=', delegateId)
    .where('wf_absence.starts_at', '<=', now)
    .where('wf_absence.ends_at', '>', now)
}

/** The LIKE patterns of a request's stored steps that name account `id` (delegatedToFilter), as values. */
export function namedInStepsPatterns(id: number): { namedLast: string; namedNext: string } {
  return { namedLast: `%"userId":${id}}%`, namedNext: `%"userId":${id},%` }
}

/**
 * The values delegatedToFilter reads; `namedLast`/`namedNext` from namedInStepsPatterns(delegateId). Passed as one
 * object so a fixed query (core/db/fixed-query.ts) can hand in stand-ins for all of them.
 */
export interface DelegatedToValues {
  tenantId: number
  delegateId: number
  now: number
  namedLast: string
  namedNext: string
}

/**
 * A filter on wf_instance: requests waiting for an approver whose active absence names `delegateId`, that do not
 * concern the delegate. A step naming a person is stored as {"type":"user","userId":<id>} (JSON.stringify of the steps),
 * so the id followed by } or , names exactly that account. `approverId`: only what waits for this approver.
 */
export function delegatedToFilter(
  eb: ExpressionBuilder<Database, 'wf_instance'>,
  db: Db,
  tenantId: number,
  delegateId: number,
  now: number,
  approverId?: number,
) {
  return delegatedToFilterOf(eb, db, { tenantId, delegateId, now, ...namedInStepsPatterns(delegateId) }, approverId)
}

/** delegatedToFilter with its values in one object (see DelegatedToValues). */
export function delegatedToFilterOf(
  eb: ExpressionBuilder<Database, 'wf_instance'>,
  db: Db,
  v: DelegatedToValues,
  approverId?: number,
) {
  let principals = principalsQuery(db, v.tenantId, v.delegateId, v.now)
  if (approverId !== undefined) principals = principals.where('wf_absence.user_id', '=', approverId)
  return eb.and([
    eb(
      'wf_instance.id',
      'in',
      db
        .selectFrom('wf_task')
        .select('wf_task.instance_id')
        .where('wf_task.tenant_id', '=', v.tenantId)
        .where('wf_task.status', '=', 'pending')
        .where('wf_task.user_id', 'in', principals),
    ),
    eb('wf_instance.applicant_id', '!=', v.delegateId),
    eb.not(eb.or([eb('wf_instance.steps', 'like', v.namedLast), eb('wf_instance.steps', 'like', v.namedNext)])),
  ])
}

/** Approver → delegate, for the approvers among `approverIds` who are away at `now` (absences never overlap). */
export async function activeDelegates(
  db: Db,
  tenantId: number,
  approverIds: number[],
  now: number,
): Promise<Map<number, number>> {
  if (approverIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('wf_absence')
    .select(['user_id', 'delegate_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', approverIds)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .execute()
  return new Map(rows.map((row) => [row.user_id, row.delegate_id]))
}

/** Who hears that a request waits: its candidates, and the delegates of those away whom the request does not concern. */
export async function withDelegates(
  db: Db,
  instance: WorkflowInstance,
  candidates: number[],
  now: number,
): Promise<number[]> {
  const delegates = await activeDelegates(db, instance.tenantId, candidates, now)
  const concerned = concernedIds(instance)
  const extra = [...delegates.values()].filter((id) => !concerned.has(id) && !candidates.includes(id))
  return [...new Set([...candidates, ...extra])]
}

export interface Principal {
  id: number
  name: string
}

/**
 * The pending candidate `actorId` may decide for as their delegate now (the lowest id when several are away with the
 * same delegate), or null: not a delegate of any, or the request concerns the actor.
 */
export async function principalOf(
  db: Db,
  instance: WorkflowInstance,
  pending: number[],
  actorId: number,
  now: number,
): Promise<Principal | null> {
  if (pending.length === 0 || concernedIds(instance).has(actorId)) return null
  const row = await db
    .selectFrom('wf_absence')
    .innerJoin('app_user', 'app_user.id', 'wf_absence.user_id')
    .select(['wf_absence.user_id', 'app_user.real_name', 'app_user.user_name'])
    .where('wf_absence.tenant_id', '=', instance.tenantId)
    .where('wf_absence.delegate_id', '=', actorId)
    .where('wf_absence.user_id', 'in', pending)
    .where('wf_absence.starts_at', '<=', now)
    .where('wf_absence.ends_at', '>', now)
    .orderBy('wf_absence.user_id')
    .executeTakeFirst()
  return row ? { id: row.user_id, name: row.real_name || row.user_name } : null
}

/**
 * For the to-do rows of `delegateId`: the approver each request waits for that the delegate holds it for (requests
 * waiting for the delegate themselves are not in the map).
 */
export async function onBehalfNames(
  db: Db,
  tenantId: number,
  delegateId: number,
  instanceIds: string[],
  now: number,
): Promise<Map<string, Principal>> {
  if (instanceIds.length === 0) return new Map()
  const own = await db
    .selectFrom('wf_task')
    .select('instance_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', delegateId)
    .where('status', '=', 'pending')
    .where('instance_id', 'in', instanceIds)
    .execute()
  const mine = new Set(own.map((row) => row.instance_id))
  const rows = await db
    .selectFrom('wf_task')
    .innerJoin('app_user', 'app_user.id', 'wf_task.user_id')
    .select(['wf_task.instance_id', 'wf_task.user_id', 'app_user.real_name', 'app_user.user_name'])
    .where('wf_task.tenant_id', '=', tenantId)
    .where('wf_task.status', '=', 'pending')
    .where('wf_task.instance_id', 'in', instanceIds)
    .where('wf_task.user_id', 'in', principalsQuery(db, tenantId, delegateId, now))
    .orderBy('wf_task.user_id')
    .execute()
  const names = new Map<string, Principal>()
  for (const row of rows) {
    if (!mine.has(row.instance_id) && !names.has(row.instance_id))
      names.set(row.instance_id, { id: row.user_id, name: row.real_name || row.user_name })
  }
  return names
}
