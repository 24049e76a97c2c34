import type { Db } from '../../core/db/types'
import { requestFacts } from './conditions'
import { keepEarlierSteps, definitionOf, planSteps } from './definition'
import { workflowError } from './errors'
import { withDelegates } from './delegation/routing'
import { openStep, recordAction, sendingStep } from './store'
import type { Lang, WorkflowInstance } from './types'

/** Runs `fn` in the caller's transaction when `db` is one, else in a new one; true when it opened its own. */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<{ value: T; own: boolean }> {
  if (db.isTransaction) return { value: await fn(db), own: false }
  return { value: await db.transaction().execute(fn), own: true }
}

/**
 * Submits a request: the planned steps (on a resubmission never without a step it had before, see keepEarlierSteps),
 * the first step with approvers opened (store.ts sendingStep), the instance running (round + 1).
 */
export async function submit(
  db: Db,
  instance: WorkflowInstance,
  event: string,
  comment: string,
  now: number,
  lang: Lang,
): Promise<WorkflowInstance> {
  const definition = await definitionOf(db, instance.tenantId, instance.bizType)
  const facts = await requestFacts(db, instance, now)
  const steps = keepEarlierSteps(planSteps(definition.steps, instance.amount, facts), instance.steps)
  const planned: WorkflowInstance = { ...instance, steps, round: instance.round + 1, status: 'running' }
  const next = await sendingStep(db, planned, 0)
  if (!next) throw workflowError(lang, 'noApprover')
  const moved: WorkflowInstance = { ...planned, currentStep: next.index, updatedAt: now, finishedAt: null }
  await db
    .updateTable('wf_instance')
    .set({
      status: 'running',
      steps: JSON.stringify(moved.steps),
      current_step: moved.currentStep,
      round: moved.round,
      updated_at: now,
      finished_at: null,
    })
    .where('tenant_id', '=', instance.tenantId)
    .where('id', '=', instance.id)
    .execute()
  await recordAction(
    db,
    moved,
    {
      event,
      actorId: instance.applicantId,
      actorName: instance.applicantName,
      stepNo: 0,
      comment,
      from: instance.status,
      to: 'running',
      notify: await withDelegates(db, moved, next.candidates, now),
    },
    now,
  )
  await openStep(db, moved, next, now)
  return moved
}
