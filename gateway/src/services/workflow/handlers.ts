import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import type { Message } from '../../core/message-text'
import type { BizHandler, Outcome, WorkflowInstance } from './types'

const handlers = new Map<string, BizHandler>()

/**
 * Registers the business service's side of a business type (once, at module load): its onFinished runs inside the
 * transaction of the transition that approves, rejects or cancels the request, so the record and the workflow agree;
 * its describe answers the request's amount, title and summary from the business record.
 * @example registerBizHandler('leave', { async describe(ctx, instance) { … }, async onFinished(ctx, instance, outcome) { await ctx.db.updateTable('leave_request')… } })
 */
export function registerBizHandler(bizType: string, handler: BizHandler): void {
  handlers.set(bizType, handler)
}

export const handlerOf = (bizType: string): BizHandler | undefined => handlers.get(bizType)

export type Changes = { title?: string; titleMessage?: Message; summary?: string; summaryMessage?: Message; amount?: number }

/**
 * The title, summary and amount a save or a resubmission stores: for a business type with a handler, what its
 * business record says (the applicant's `given` values are ignored: the amount decides the steps); else `given`.
 */
export async function changesOf(db: Db, now: number, instance: WorkflowInstance, given: Changes): Promise<Changes> {
  const handler = handlers.get(instance.bizType)
  if (!handler) return given
  return (await handler.describe({ db, now }, instance)) ?? {}
}

const OUTCOMES: ReadonlySet<string> = new Set<Outcome>(['approved', 'rejected', 'cancelled'])

/** Runs the handler's afterFinished when an event (committed) moved the request from `before` to a finished state. */
export async function afterEvent(ctx: GatewayContext, before: WorkflowInstance, after: WorkflowInstance): Promise<void> {
  const handler = handlers.get(after.bizType)
  if (!handler?.afterFinished || before.status === after.status || !OUTCOMES.has(after.status)) return
  try {
    await handler.afterFinished(ctx, after, after.status as Outcome)
  } catch (error) {
    console.error('workflow afterFinished failed', { bizType: after.bizType, id: after.id, error })
  }
}
