import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/db/types'
import { storedMessage } from '../../core/message-text'
import { definitionOf, keepEarlierSteps, planSteps } from './definition'
import { EVENT_TEXT, workflowError, STATUS_TEXT } from './errors'
import { changesOf, handlerOf } from './handlers'
import { dispatchWorkflowNotices } from './outbox'
import { principalOf, withDelegates, type Principal } from './delegation/routing'
import { auditOnBehalf } from './delegation/audit'
import {
  closeTasks,
  loadInstance,
  nameOfUser,
  nextStep,
  openStep,
  pendingCandidates,
  recordAction,
  toInstance,
} from './store'
import { isLegal, TRANSITIONS } from './transitions'
import type { EngineContext, InstanceStatus, Lang, MovingEvent, Outcome, StartInput, WorkflowInstance } from './types'

export type { BizHandler, EngineContext, Outcome, StartInput, WorkflowInstance } from './types'
export { dispatchWorkflowNotices } from './outbox'

/** Runs `fn` in the caller's transaction when `db` is one, else in a new one; true when it opened its own. */
async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<{ value: T; own: boolean }> {
  if (db.isTransaction) return { value: await fn(db), own: false }
  return { value: await db.transaction().execute(fn), own: true }
}

/**
 * Submits a request: the planned steps (on a resubmission never without a step it had before, see keepEarlierSteps),
 * the first step with approvers opened, the instance running (round + 1).
 */
async function submit(
  db: Db,
  instance: WorkflowInstance,
  event: string,
  comment: string,
  now: number,
  lang: Lang,
): Promise<WorkflowInstance> {
  const definition = await definitionOf(db, instance.tenantId, instance.bizType)
  const steps = keepEarlierSteps(planSteps(definition.steps, instance.amount), instance.steps)
  const planned: WorkflowInstance = { ...instance, steps, round: instance.round + 1, status: 'running' }
  const next = await nextStep(db, planned, 0)
  if (next.index >= planned.steps.length) throw workflowError(lang, 'noApprover')
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

/**
 * Starts a request of a business type for an applicant (an account of the tenant): a draft (`draft: true`) or
 * submitted at once to the first step with approvers (throws noApprover, 410005, when no step has any).
 * Pass a transaction as `ctx.db` to start it together with the business record; then call
 * `dispatchWorkflowNotices(ctx, tenantId)` after the commit to send the approvers' notices at once (the approval
 * centre sends any left over on its next read).
 */
export async function startInstance(ctx: EngineContext, input: StartInput): Promise<WorkflowInstance> {
  const lang = input.lang ?? 'zh'
  const now = ctx.now()
  const { value, own } = await inTransaction(ctx.db, async (db) => {
    const member = await db
      .selectFrom('user_tenant')
      .select('user_id')
      .where('tenant_id', '=', input.tenantId)
      .where('user_id', '=', input.applicantId)
      .executeTakeFirst()
    if (!member) throw workflowError(lang, 'unknownApplicant', { id: input.applicantId })
    const row = {
      tenant_id: input.tenantId,
      id: randomUUID(),
      biz_type: input.bizType,
      biz_id: String(input.bizId),
      applicant_id: input.applicantId,
      applicant_name: await nameOfUser(db, input.applicantId),
      title: input.title,
      title_message: input.titleMessage ? storedMessage(input.titleMessage) : '',
      summary_message: input.summaryMessage ? storedMessage(input.summaryMessage) : '',
      summary: input.summary,
      amount: input.amount ?? 0,
      // A request's own first steps stay ahead of the definition's when it is submitted (keepEarlierSteps).
      status: 'draft',
      steps: JSON.stringify(input.firstSteps ?? []),
      current_step: 0,
      round: 0,
      created_at: now,
      updated_at: now,
      finished_at: null,
      reminded_at: null,
    }
    await db.insertInto('wf_instance').values(row).execute()
    const draft = toInstance(row)
    if (input.draft) {
      await recordAction(
        db,
        draft,
        {
          event: 'save',
          actorId: draft.applicantId,
          actorName: draft.applicantName,
          stepNo: 0,
          comment: '',
          from: 'draft',
          to: 'draft',
          notify: [],
        },
        now,
      )
      return draft
    }
    return submit(db, draft, 'submit', '', now, lang)
  })
  if (own) await dispatchWorkflowNotices(ctx, input.tenantId)
  return value
}

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
async function move(
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
      const next = await nextStep(db, instance, instance.currentStep)
      if (next.index >= instance.steps.length) throw workflowError(lang, 'noApprover')
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

/**
 * Fires a §4 event on a request (transitions.ts): refused with 410002 when illegal in the request's state, 410003
 * when the actor is not a current candidate (resolve, reject, backRepeatResolve), 410004 when not the applicant.
 * Runs in the caller's transaction when `ctx.db` is one (then dispatch the notices after the commit).
 */
export async function applyEvent(ctx: EngineContext, input: EventInput): Promise<WorkflowInstance> {
  const lang = input.lang ?? 'zh'
  const now = ctx.now()
  const { value, own } = await inTransaction(ctx.db, async (db) => {
    const loaded = await loadInstance(db, input.tenantId, input.instanceId)
    if (!loaded) throw workflowError(lang, 'instanceNotFound')
    if (!isLegal(input.event, loaded.status)) {
      throw workflowError(lang, 'illegalTransition', {
        status: STATUS_TEXT[loaded.status][lang],
        event: EVENT_TEXT[input.event][lang],
      })
    }
    if (TRANSITIONS[input.event].actor === 'applicant' && loaded.applicantId !== input.actorId)
      throw workflowError(lang, 'notApplicant')
    let onBehalf: Principal | null = null
    if (TRANSITIONS[input.event].actor === 'candidate') {
      // A current candidate decides as themselves; else as the delegate of one who is away, if the request allows it.
      const pending = await pendingCandidates(db, loaded)
      if (!pending.includes(input.actorId)) {
        onBehalf = await principalOf(db, loaded, pending, input.actorId, now)
        if (!onBehalf) throw workflowError(lang, 'notCandidate')
      }
    }
    const editable = ['save', 'repeatCommit', 'backRepeatCommit'].includes(input.event)
    const changes = editable ? await changesOf(db, now, loaded, input.changes ?? {}) : {}
    // Claims the instance in the state it was read in: a concurrent event makes this one illegal, not doubled.
    const claimed = await db
      .updateTable('wf_instance')
      .set({
        updated_at: now,
        ...(editable && changes.title !== undefined
          ? { title: changes.title, title_message: changes.titleMessage ? storedMessage(changes.titleMessage) : '' }
          : {}),
        ...(editable && changes.summary !== undefined
          ? {
              summary: changes.summary,
              summary_message: changes.summaryMessage ? storedMessage(changes.summaryMessage) : '',
            }
          : {}),
        ...(editable && changes.amount !== undefined ? { amount: changes.amount } : {}),
      })
      .where('tenant_id', '=', input.tenantId)
      .where('id', '=', input.instanceId)
      .where('status', '=', loaded.status)
      .where('round', '=', loaded.round)
      .where('current_step', '=', loaded.currentStep)
      .where('updated_at', '=', loaded.updatedAt)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1)
      throw workflowError(lang, 'illegalTransition', {
        status: STATUS_TEXT[loaded.status][lang],
        event: EVENT_TEXT[input.event][lang],
      })
    const { titleMessage, summaryMessage, ...changed } = changes
    const messages = {
      ...(changes.title !== undefined ? { titleMessage: titleMessage ? storedMessage(titleMessage) : '' } : {}),
      ...(changes.summary !== undefined ? { summaryMessage: summaryMessage ? storedMessage(summaryMessage) : '' } : {}),
    }
    const instance = editable
      ? { ...loaded, ...Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined)), ...messages }
      : loaded
    const actorName = await nameOfUser(db, input.actorId)
    const moved = await move(db, instance, input, actorName, now, lang, onBehalf)
    if (onBehalf)
      await auditOnBehalf(
        db,
        { tenantId: input.tenantId, actorId: input.actorId, actorName, onBehalf, instance: moved, event: input.event },
        now,
      )
    return moved
  })
  if (own) await dispatchWorkflowNotices(ctx, input.tenantId)
  return value
}

/** The latest instance of a business record (the §2 approval block), or undefined. */
export async function findInstanceByBiz(
  db: Db,
  tenantId: number,
  bizType: string,
  bizId: string | number,
): Promise<WorkflowInstance | undefined> {
  const row = await db
    .selectFrom('wf_instance')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('biz_type', '=', bizType)
    .where('biz_id', '=', String(bizId))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst()
  return row && toInstance(row)
}
