import type { Db } from '../../core/db/types'
import { workflowError } from './errors'
import { handlerOf } from './handlers'
import { type Principal, withDelegates } from './delegation/routing'
import { closeTasks, nextStep, openStep, pendingCandidates, recordAction, sendingStep } from './store'
import { submit } from './submit'
import type { InstanceStatus, Lang, MovingEvent, Outcome, WorkflowInstance } from './types'

/**
 * One §4 event fired by a user. `changes` (title, summary, amount) apply to save, repeatCommit and backRepeatCommit
 * of a business type without a handler; with one they come from the business record (handlers.ts, changesOf).
 */
export interface EventInput {
  tenantId: number
  instanceId: string
  event: MovingEvent
  actorId: number
  comment?: string
  changes?: { title?: string; summary?: string; amount?: number }
  lang?: Lang
}

async function finish(db: Db, instance: WorkflowInstance, outcome: Outcome, now: number): Promise<WorkflowInstance> {
  const done: WorkflowInstance = { ...instance, status: outcome, updatedAt: now, finishedAt: now }
  await db
    .updateTable('wf_instance')
    .set({ status: outcome, current_step: done.currentStep, updated_at: now, finished_at: now })
    .where('tenant_id', '=', instance.tenantId)
    .where('id', '=', instance.id)
    .execute()
  await handlerOf(db, instance.bizType)?.onFinished({ db, now }, done, outcome)
  return done
}

/**
 * Moves the request by the event. `onBehalf`: the actor decides as the delegate of this pending approver, whose task
 * the decision ends; the history names both.
 */
export async function move(
  db: Db,
  instance: WorkflowInstance,
  input: EventInput,
  actorName: string,
  now: number,
  lang: Lang,
  onBehalf: Principal | null,
): Promise<WorkflowInstance> {
  const comment = input.comment ?? ''
  const decider = onBehalf?.id ?? input.actorId
  const record = (to: InstanceStatus, notify: number[], target: WorkflowInstance = instance) =>
    recordAction(
      db,
      target,
      {
        event: input.event,
        actorId: input.actorId,
        actorName,
        stepNo: instance.currentStep,
        comment,
        from: instance.status,
        to,
        notify,
        onBehalfOf: onBehalf,
      },
      now,
    )
  switch (input.event) {
    case 'save':
      await record(instance.status, [])
      return { ...instance, updatedAt: now }
    case 'repeatCommit': {
      const resubmitted = await submit(db, instance, input.event, comment, now, lang)
      if (instance.status === 'rejected')
        await handlerOf(db, instance.bizType)?.onResubmitted?.({ db, now }, resubmitted)
      return resubmitted
    }
    case 'backRepeatCommit': {
      const next = await sendingStep(db, instance, instance.currentStep)
      if (!next) throw workflowError(lang, 'noApprover')
      const moved: WorkflowInstance = { ...instance, status: 'running', currentStep: next.index, updatedAt: now }
      await db
        .updateTable('wf_instance')
        .set({ status: 'running', current_step: next.index, updated_at: now })
        .where('tenant_id', '=', instance.tenantId)
        .where('id', '=', instance.id)
        .execute()
      await record('running', await withDelegates(db, moved, next.candidates, now))
      await openStep(db, moved, next, now)
      return moved
    }
    case 'resolve': {
      await closeTasks(db, instance, decider, now)
      const next = await nextStep(db, instance, instance.currentStep + 1)
      const moved: WorkflowInstance = {
        ...instance,
        currentStep: Math.min(next.index, instance.steps.length - 1),
        updatedAt: now,
      }
      if (next.index >= instance.steps.length) {
        await record('approved', [instance.applicantId])
        for (const stepNo of next.skipped)
          await recordAction(
            db,
            moved,
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
        return finish(db, moved, 'approved', now)
      }
      await db
        .updateTable('wf_instance')
        .set({ current_step: next.index, updated_at: now })
        .where('tenant_id', '=', instance.tenantId)
        .where('id', '=', instance.id)
        .execute()
      await record('running', await withDelegates(db, moved, next.candidates, now))
      await openStep(db, moved, next, now)
      return moved
    }
    case 'reject':
      await closeTasks(db, instance, decider, now)
      await record('rejected', [instance.applicantId])
      return finish(db, instance, 'rejected', now)
    case 'backRepeatResolve':
      await closeTasks(db, instance, decider, now)
      await db
        .updateTable('wf_instance')
        .set({ status: 'returned', updated_at: now })
        .where('tenant_id', '=', instance.tenantId)
        .where('id', '=', instance.id)
        .execute()
      await record('returned', [instance.applicantId])
      return { ...instance, status: 'returned', updatedAt: now }
    case 'cancel': {
      const waiting = instance.status === 'running' ? await pendingCandidates(db, instance) : []
      await closeTasks(db, instance, null, now)
      await record('cancelled', waiting)
      return finish(db, instance, 'cancelled', now)
    }
  }
}
