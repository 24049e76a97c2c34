import type { Auth } from '../../core/auth/guard'
import { functionIdsOf } from '../../core/auth/functions'
import type { Db } from '../../core/db/types'
import { principalOf } from './delegation/routing'
import { pendingCandidates } from './store'
import { eventsFor } from './transitions'
import type { MovingEvent, WorkflowInstance, WorkflowStep } from './types'

/** FunctionIds of the approval centre (apps/approval/manifest.json). */
export const WF_FUNCTIONS = {
  center: '7001',
  /** Resolve, reject and send back (the approver's buttons). */
  approve: '700101',
  remind: '700102',
  /** Workflow definitions; holders also see every request of the tenant. */
  definitions: '7002',
  saveDefinition: '700201',
} as const

export interface HistoryEntry {
  seq: number
  event: string
  actorId: number | null
  actorName: string
  stepNo: number
  round: number
  comment: string
  fromStatus: string
  toStatus: string
  createdAt: number
  /** A delegate's decision: the approver the actor decided for (null otherwise). */
  onBehalfOf: { id: number; name: string } | null
}

export interface Candidate {
  userId: number
  name: string
  status: string
}

/** The approval form's view of a request: the request, its steps, history, current candidates and the caller's buttons. */
export interface InstanceDetail extends Omit<WorkflowInstance, 'steps'> {
  steps: Array<WorkflowStep & { index: number }>
  currentStepName: { zh: string; en: string } | null
  history: HistoryEntry[]
  candidates: Candidate[]
  /** The §4 events the caller may fire now (preview is always possible). */
  events: MovingEvent[]
  /** The caller decides as the delegate of this away approver (null: as themselves, or not at all). */
  onBehalfOf: { id: number; name: string } | null
}

/**
 * Whether the caller may see the request: its applicant, anyone who was asked to approve it, a delegate who decided
 * it or may decide it now (delegation/routing.ts), a workflow admin, a super user.
 */
export async function canView(db: Db, auth: Auth, instance: WorkflowInstance, now = Date.now()): Promise<boolean> {
  if (auth.user.is_super || instance.applicantId === auth.user.id) return true
  const task = await db
    .selectFrom('wf_task')
    .select('user_id')
    .where('tenant_id', '=', instance.tenantId)
    .where('instance_id', '=', instance.id)
    .where('user_id', '=', auth.user.id)
    .executeTakeFirst()
  if (task) return true
  const acted = await db
    .selectFrom('wf_action')
    .select('seq')
    .where('tenant_id', '=', instance.tenantId)
    .where('instance_id', '=', instance.id)
    .where('actor_id', '=', auth.user.id)
    .where('on_behalf_id', 'is not', null)
    .executeTakeFirst()
  if (acted) return true
  if (
    instance.status === 'running' &&
    (await principalOf(db, instance, await pendingCandidates(db, instance), auth.user.id, now))
  )
    return true
  return (await functionIdsOf(db, auth.user.id, auth.session.tenant_id)).has(WF_FUNCTIONS.definitions)
}

/** The current step's candidates with their task state (the step that waits, or the one that sent it back). */
export async function candidatesWithNames(db: Db, instance: WorkflowInstance): Promise<Candidate[]> {
  if (instance.status !== 'running' && instance.status !== 'returned') return []
  const rows = await db
    .selectFrom('wf_task')
    .innerJoin('app_user', 'app_user.id', 'wf_task.user_id')
    .select(['wf_task.user_id', 'wf_task.status', 'app_user.real_name', 'app_user.user_name'])
    .where('wf_task.tenant_id', '=', instance.tenantId)
    .where('wf_task.instance_id', '=', instance.id)
    .where('wf_task.round', '=', instance.round)
    .where('wf_task.step_no', '=', instance.currentStep)
    .orderBy('wf_task.user_id')
    .execute()
  return rows.map((row) => ({ userId: row.user_id, name: row.real_name || row.user_name, status: row.status }))
}

export async function detailOf(
  db: Db,
  auth: Auth,
  instance: WorkflowInstance,
  now = Date.now(),
): Promise<InstanceDetail> {
  const history = await db
    .selectFrom('wf_action')
    .selectAll()
    .where('tenant_id', '=', instance.tenantId)
    .where('instance_id', '=', instance.id)
    .orderBy('seq')
    .execute()
  const candidates = await candidatesWithNames(db, instance)
  const pending = instance.status === 'running' ? await pendingCandidates(db, instance) : []
  const onBehalfOf = pending.includes(auth.user.id) ? null : await principalOf(db, instance, pending, auth.user.id, now)
  const step = instance.steps[instance.currentStep]
  return {
    ...instance,
    steps: instance.steps.map((s, index) => ({ ...s, index })),
    currentStepName:
      step && (instance.status === 'running' || instance.status === 'returned')
        ? { zh: step.nameZh, en: step.nameEn }
        : null,
    history: history.map((row) => ({
      seq: row.seq,
      event: row.event,
      actorId: row.actor_id,
      actorName: row.actor_name,
      stepNo: row.step_no,
      round: row.round,
      comment: row.comment,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      createdAt: Number(row.created_at),
      onBehalfOf: row.on_behalf_id === null ? null : { id: row.on_behalf_id, name: row.on_behalf_name },
    })),
    candidates,
    events: eventsFor(instance.status, {
      applicant: instance.applicantId === auth.user.id,
      candidate: pending.includes(auth.user.id) || onBehalfOf !== null,
    }),
    onBehalfOf,
  }
}
