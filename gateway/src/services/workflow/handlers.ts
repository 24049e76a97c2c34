import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import type { Message } from '../../core/message-text'
import { handle, hookOf, wiringOf, type Handler } from '../../core/service'
import type { BizHandler, Outcome, WorkflowInstance } from './types'

/** The business services' side of their business types, handed in their `handlers` (see bizHandler). */
export const BIZ_HANDLERS = hookOf<{ bizType: string; handler: BizHandler }>('workflow.bizHandler')

/**
 * The business service's side of a business type, for its `handlers`: its onFinished runs inside the transaction of
 * the transition that approves, rejects or cancels the request, so the record and the workflow agree; its describe
 * answers the request's amount, title and summary from the business record.
 * @example handlers: [bizHandler('leave', { async describe(ctx, instance) { … }, async onFinished(ctx, instance, outcome) { … } })]
 */
export const bizHandler = (bizType: string, handler: BizHandler): Handler => handle(BIZ_HANDLERS, { bizType, handler })

export const handlerOf = (db: Db, bizType: string): BizHandler | undefined =>
  wiringOf(db)
    .all(BIZ_HANDLERS)
    .find((entry) => entry.bizType === bizType)?.handler

export type Changes = {
  title?: string
  titleMessage?: Message
  summary?: string
  summaryMessage?: Message
  amount?: number
}

/**
 * The title, summary and amount a save or a resubmission stores: for a business type with a handler, what its
 * business record says (the applicant's `given` values are ignored: the amount decides the steps); else `given`.
 */
export async function changesOf(db: Db, now: number, instance: WorkflowInstance, given: Changes): Promise<Changes> {
  const handler = handlerOf(db, instance.bizType)
  if (!handler) return given
  return (await handler.describe({ db, now }, instance)) ?? {}
}

const OUTCOMES: ReadonlySet<string> = new Set<Outcome>(['approved', 'rejected', 'cancelled'])

/** Runs the handler's afterFinished when an event (committed) moved the request from `before` to a finished state. */
export async function afterEvent(
  ctx: GatewayContext,
  before: WorkflowInstance,
  after: WorkflowInstance,
): Promise<void> {
  const handler = handlerOf(ctx.db, after.bizType)
  if (!handler?.afterFinished || before.status === after.status || !OUTCOMES.has(after.status)) return
  try {
    await handler.afterFinished(ctx, after, after.status as Outcome)
  } catch (error) {
    console.error('workflow afterFinished failed', { bizType: after.bizType, id: after.id, error })
  }
}
