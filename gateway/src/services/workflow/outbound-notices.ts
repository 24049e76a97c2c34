import { queueNotification, type Kind, type Template } from '../notify'
import { titleTexts } from './store'
import type { EngineContext } from './types'
import type { WorkflowStep } from './types'

/** A claimed workflow action (outbox.ts) with what its notices say. */
export interface ClaimedAction {
  instance_id: string
  seq: number
  event: string
  to_status: string
  actor_name: string
  comment: string
  round: number
  created_at: number
}

export interface NoticeInstance {
  id: string
  title: string
  title_message: string
  applicant_name: string
  steps: string
}

/** The approval centre's address of a request: it opens the request (signing in first when needed). */
export const requestLink = (instanceId: string) => `/portal/approval/center/requests/${instanceId}`

/** Which kind of notice an action is and its text: waiting (a step opened, a reminder) or decided. */
function noticeOf(action: ClaimedAction): { kind: Kind; template: Template } {
  if (action.event === 'remind') return { kind: 'approvalWaiting', template: 'approvalReminder' }
  if (action.to_status === 'approved') return { kind: 'approvalDecided', template: 'approvalApproved' }
  if (action.to_status === 'rejected') return { kind: 'approvalDecided', template: 'approvalRejected' }
  if (action.to_status === 'returned') return { kind: 'approvalDecided', template: 'approvalReturned' }
  if (action.to_status === 'cancelled') return { kind: 'approvalDecided', template: 'approvalCancelled' }
  return { kind: 'approvalWaiting', template: 'approvalWaiting' }
}

/**
 * Queues the e-mail and messaging-platform notices of one claimed action (the portal's own notice goes out as before,
 * outbox.ts). A waiting notice names the step that waits ("Step 2 of 3: Department head"), the one the action opened; "approved" goes to the applicant only when the last step approved (the
 * engine records 'approved' only then). Queued once per action and person (the dedupe key is the action's).
 */
export async function queueOutboundNotices(
  ctx: EngineContext,
  tenantId: number,
  action: ClaimedAction,
  instance: NoticeInstance,
  recipients: number[],
): Promise<void> {
  const { kind, template } = noticeOf(action)
  const base = {
    title: titleTexts(instance),
    applicant: instance.applicant_name,
    actor: action.actor_name,
    ...(action.comment ? { comment: action.comment } : {}),
  }
  const common = {
    tenantId,
    kind,
    template,
    link: requestLink(instance.id),
    eventKey: `wf:${instance.id}:${action.seq}`,
    inPortal: false,
  }
  if (kind !== 'approvalWaiting') {
    await queueNotification(ctx, { ...common, userIds: recipients, params: base })
    return
  }
  const steps = JSON.parse(instance.steps) as WorkflowStep[]
  // Steps run one after another: every recipient of a waiting action (its approvers, their delegates, a reminder's
  // addressees) waits on the step it opened, the round's latest task at the action's time.
  const opened = await ctx.db
    .selectFrom('wf_task')
    .select('step_no')
    .where('tenant_id', '=', tenantId)
    .where('instance_id', '=', instance.id)
    .where('round', '=', action.round)
    .where('created_at', '<=', action.created_at)
    .orderBy('created_at', 'desc')
    .orderBy('step_no', 'desc')
    .limit(1)
    .executeTakeFirst()
  const stepNo = opened?.step_no ?? 0
  const step = steps[stepNo]
  const stepName = step ? { zh: step.nameZh, en: step.nameEn } : { zh: '', en: '' }
  await queueNotification(ctx, {
    ...common,
    userIds: recipients,
    params: { ...base, step: stepNo + 1, steps: steps.length, stepName },
  })
}
