import type { Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Handler } from '../../../core/service'
import { bizHandler, type BizHandler } from '../../workflow'
import { offboard } from '../records/offboarding'
import { loadRecord } from '../records/record-row'
import { PROBATION_BIZ_TYPE } from './functions'
import { probationSource, reviewDescription } from './probation'
import type { ProbationReviewTable } from './tables'

const reviewRow = (db: GatewayContext['db'], tenantId: number, id: string) =>
  db
    .selectFrom('probation_review')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()

const today = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * Offboards the person of an approved ending once their last day is over (the record's offboarding: status left, the
 * last day as leave date, sessions ended), and marks the review applied. Answers whether it did.
 */
export async function leaveAfterProbation(ctx: GatewayContext, review: ProbationReviewTable, now: number) {
  if (review.kind !== 'end' || review.status !== 'approved' || !review.new_date || review.new_date >= today(now))
    return false
  const record = await loadRecord(ctx.db, review.tenant_id, review.employee_id)
  if (record && record.employee.status !== 2) {
    // Offboarding records its actor: the one who asked for the ending.
    const actor = { session: { tenant_id: review.tenant_id }, user: { id: review.requested_by } } as unknown as Auth
    await offboard(ctx, 'zh', actor, record, { leaveDate: review.new_date, reason: review.reason })
  }
  await ctx.db
    .updateTable('probation_review')
    .set({ status: 'applied' })
    .where('tenant_id', '=', review.tenant_id)
    .where('id', '=', review.id)
    .execute()
  return true
}

/**
 * The review's side of its request: on approval a confirmation is done, an extension moves the contract's probation
 * end, an ending terminates the contract on the last day (the record leaves after it: at once when it is over, else by
 * the daily job); a contract no longer the person's active one in probation fails the review; a rejected or withdrawn
 * review changes nothing.
 */
const reviewHandler: BizHandler = {
  async describe(ctx, instance) {
    const review = await reviewRow(ctx.db, instance.tenantId, instance.bizId)
    const record = review && (await loadRecord(ctx.db, review.tenant_id, review.employee_id))
    return review && record ? reviewDescription(review, record.employee.name) : undefined
  },
  async onFinished(ctx, instance, outcome) {
    const review = await reviewRow(ctx.db, instance.tenantId, instance.bizId)
    if (review?.status !== 'pending') return
    let status: string = outcome
    if (outcome === 'approved') {
      const source = probationSource(ctx.db)
      const contract = await source.activeOf(ctx.db, review.tenant_id, review.employee_id)
      if (!contract || contract.contractId !== review.contract_id) status = 'failed'
      else if (review.kind === 'confirm') status = 'applied'
      else if (review.kind === 'extend') {
        await source.extend(ctx.db, contract, review.new_date!, ctx.now)
        status = 'applied'
      } else await source.endOn(ctx.db, contract, review.new_date!, review.reason, ctx.now)
    }
    await ctx.db
      .updateTable('probation_review')
      .set({ status, decided_at: ctx.now })
      .where('tenant_id', '=', review.tenant_id)
      .where('id', '=', review.id)
      .execute()
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('probation_review')
      .set({ status: 'pending', decided_at: null })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
  async afterFinished(ctx, instance, outcome) {
    if (outcome !== 'approved') return
    const review = await reviewRow(ctx.db, instance.tenantId, instance.bizId)
    if (review) await leaveAfterProbation(ctx, review, ctx.now())
  },
}

export const probationHandlers: Handler[] = [bizHandler(PROBATION_BIZ_TYPE, reviewHandler)]
