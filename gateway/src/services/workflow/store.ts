import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { textIn } from '../../core/message-text'
import type { WfInstanceTable } from './tables'
import { approversOf, candidatesOf } from './approvers'
import type { InstanceStatus, WorkflowInstance } from './types'

export const toInstance = (
  row: Omit<WfInstanceTable, 'title_message' | 'summary_message'> & {
    title_message?: string
    summary_message?: string
  },
): WorkflowInstance => ({
  id: row.id,
  tenantId: row.tenant_id,
  bizType: row.biz_type,
  bizId: row.biz_id,
  applicantId: row.applicant_id,
  applicantName: row.applicant_name,
  title: row.title,
  titleMessage: row.title_message ?? '',
  summary: row.summary,
  summaryMessage: row.summary_message ?? '',
  amount: Number(row.amount),
  status: row.status as InstanceStatus,
  steps: JSON.parse(row.steps),
  currentStep: row.current_step,
  round: row.round,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
  finishedAt: row.finished_at === null ? null : Number(row.finished_at),
})

/** The request's title in `lang`: its message when it has one, else its stored title. */
export const titleIn = (instance: Pick<WorkflowInstance, 'title' | 'titleMessage'>, lang: Lang): string =>
  textIn(lang, instance.title, instance.titleMessage)

/** The request's summary in `lang`: its message when it has one, else its stored summary. */
export const summaryIn = (instance: Pick<WorkflowInstance, 'summary' | 'summaryMessage'>, lang: Lang): string =>
  textIn(lang, instance.summary, instance.summaryMessage)

/** The request's title in both languages (for notices rendered later in each recipient's language). */
export const titleTexts = (row: { title: string; title_message: string }) => ({
  zh: textIn('zh', row.title, row.title_message),
  en: textIn('en', row.title, row.title_message),
})

/** The instance of the tenant, or undefined (another tenant's id reads as missing). */
export async function loadInstance(db: Db, tenantId: number, id: string): Promise<WorkflowInstance | undefined> {
  const row = await db
    .selectFrom('wf_instance')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toInstance(row)
}

/** The display name of an account: its real name, else its user name. */
export async function nameOfUser(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('app_user')
    .select(['real_name', 'user_name'])
    .where('id', '=', userId)
    .executeTakeFirst()
  return row ? row.real_name || row.user_name : ''
}

export interface ActionInput {
  event: string
  actorId: number | null
  actorName: string
  stepNo: number
  comment: string
  from: InstanceStatus
  to: InstanceStatus
  /** Accounts the action's notice goes to (outbox.ts); none: no notice. */
  notify: number[]
  /** A delegate's decision: the approver the actor decided for (delegation/routing.ts). */
  onBehalfOf?: { id: number; name: string } | null
}

/** Appends a transition to the instance's history (and to the notice outbox when it notifies anyone). */
export async function recordAction(
  db: Db,
  instance: Pick<WorkflowInstance, 'tenantId' | 'id' | 'round'>,
  action: ActionInput,
  now: number,
): Promise<void> {
  const last = await db
    .selectFrom('wf_action')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('tenant_id', '=', instance.tenantId)
    .where('instance_id', '=', instance.id)
    .executeTakeFirst()
  await db
    .insertInto('wf_action')
    .values({
      tenant_id: instance.tenantId,
      instance_id: instance.id,
      seq: Number(last?.seq ?? 0) + 1,
      event: action.event,
      actor_id: action.actorId,
      actor_name: action.actorName,
      step_no: action.stepNo,
      round: instance.round,
      comment: action.comment,
      from_status: action.from,
      to_status: action.to,
      created_at: now,
      notify_ids: JSON.stringify(action.notify),
      notified_at: action.notify.length ? null : now,
      on_behalf_id: action.onBehalfOf?.id ?? null,
      on_behalf_name: action.onBehalfOf?.name ?? '',
    })
    .execute()
}

/** The step that takes over from `from` on: the first with candidates, the steps skipped on the way (none approve them). */
export interface NextStep {
  index: number
  candidates: number[]
  skipped: number[]
}

export async function nextStep(db: Db, instance: WorkflowInstance, from: number): Promise<NextStep> {
  const skipped: number[] = []
  for (let index = from; index < instance.steps.length; index++) {
    const candidates = await candidatesOf(db, instance.tenantId, instance.applicantId, instance.steps[index].approver)
    if (candidates.length) return { index, candidates, skipped }
    skipped.push(index)
  }
  return { index: instance.steps.length, candidates: [], skipped }
}

/**
 * The step a request goes to when it is sent (from `from` on): the first with candidates other than the applicant;
 * when none has any but a step names the applicant (an HR officer asking about someone without a line manager, the
 * only holder of the HR role), that step with the applicant as its one approver, who then decides it in the approval
 * centre like any approver (their decision is recorded as theirs); null when no step names anyone.
 */
export async function sendingStep(db: Db, instance: WorkflowInstance, from: number): Promise<NextStep | null> {
  const next = await nextStep(db, instance, from)
  if (next.index < instance.steps.length) return next
  for (let index = from; index < instance.steps.length; index++) {
    const named = await approversOf(db, instance.tenantId, instance.applicantId, instance.steps[index].approver)
    if (named.includes(instance.applicantId))
      return { index, candidates: [instance.applicantId], skipped: next.skipped.filter((step) => step < index) }
  }
  return null
}

/** Records the skipped steps and gives the step's candidates their pending tasks. */
export async function openStep(db: Db, instance: WorkflowInstance, next: NextStep, now: number): Promise<void> {
  for (const stepNo of next.skipped) {
    await recordAction(
      db,
      instance,
      {
        event: 'skip',
        actorId: null,
        actorName: '',
        stepNo,
        comment: 'no approver',
        from: 'running',
        to: 'running',
        notify: [],
      },
      now,
    )
  }
  if (next.candidates.length === 0) return
  // A step sent back (backRepeatResolve) and resubmitted (backRepeatCommit) opens again in the same round: its
  // candidates' earlier tasks wait again (the history keeps what they did before).
  await db
    .insertInto('wf_task')
    .values(
      next.candidates.map((user_id) => ({
        tenant_id: instance.tenantId,
        instance_id: instance.id,
        round: instance.round,
        step_no: next.index,
        user_id,
        status: 'pending',
        created_at: now,
        acted_at: null,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'instance_id', 'round', 'step_no', 'user_id'])
        .doUpdateSet({ status: 'pending', created_at: now, acted_at: null }),
    )
    .execute()
}

/** The pending candidates of the instance's current step. */
export async function pendingCandidates(db: Db, instance: WorkflowInstance): Promise<number[]> {
  const rows = await db
    .selectFrom('wf_task')
    .select('user_id')
    .where('tenant_id', '=', instance.tenantId)
    .where('instance_id', '=', instance.id)
    .where('round', '=', instance.round)
    .where('step_no', '=', instance.currentStep)
    .where('status', '=', 'pending')
    .orderBy('user_id')
    .execute()
  return rows.map((row) => row.user_id)
}

/** Ends the pending tasks of the instance: the actor's as done, the others closed. */
export async function closeTasks(
  db: Db,
  instance: WorkflowInstance,
  actorId: number | null,
  now: number,
): Promise<void> {
  const base = db
    .updateTable('wf_task')
    .where('tenant_id', '=', instance.tenantId)
    .where('instance_id', '=', instance.id)
    .where('status', '=', 'pending')
  if (actorId !== null) await base.set({ status: 'done', acted_at: now }).where('user_id', '=', actorId).execute()
  await base.set({ status: 'closed', acted_at: now }).execute()
}
