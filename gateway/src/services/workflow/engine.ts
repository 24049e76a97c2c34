import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/db/types'
import { storedMessage } from '../../core/message-text'
import { EVENT_TEXT, workflowError, STATUS_TEXT } from './errors'
import { changesOf } from './handlers'
import { dispatchWorkflowNotices } from './outbox'
import { principalOf, type Principal } from './delegation/routing'
import { auditOnBehalf } from './delegation/audit'
import { type EventInput, move } from './move'
import { loadInstance, nameOfUser, pendingCandidates, recordAction, toInstance } from './store'
import { inTransaction, submit } from './submit'
import { isLegal, TRANSITIONS } from './transitions'
import type { EngineContext, StartInput, WorkflowInstance } from './types'

export type { BizHandler, EngineContext, Outcome, StartInput, WorkflowInstance } from './types'
export type { EventInput } from './move'
export { dispatchWorkflowNotices } from './outbox'

/**
 * Starts a request of a business type for an applicant (an account of the tenant): a draft (`draft: true`) or
 * submitted at once to the first step with approvers (store.ts sendingStep; throws noApprover, 410005, when no step
 * names anyone).
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
