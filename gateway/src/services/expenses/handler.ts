import type { Db } from '../../core/db/types'
import { amountOfFen } from '../../core/money'
import { bizHandler } from '../workflow'
import { advanceRow, openFen } from './advance-store'
import { TOTAL_FACT } from './approval-steps'
import { claimRow } from './claim-view'
import { advanceDescription, claimDescription } from './describe'
import { ADVANCE_BIZ_TYPE, CLAIM_BIZ_TYPE } from './functions'
import { expenseError } from './texts'

const lineCount = async (db: Db, tenantId: number, claimId: string) =>
  Number(
    (
      await db
        .selectFrom('expense_line')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('claim_id', '=', claimId)
        .executeTakeFirst()
    )?.n ?? 0,
  )

/**
 * An approved claim settles its advance (at most what is still open, recorded on both) and waits for payment, or is
 * paid at once when the advance covers it all.
 */
async function approveClaim(db: Db, tenantId: number, claimId: string, now: number): Promise<void> {
  const claim = await claimRow(db, tenantId, claimId)
  if (!claim) return
  let settled = 0
  if (claim.advance_id) {
    const advance = await advanceRow(db, tenantId, claim.advance_id)
    if (advance) {
      settled = Math.min(Number(claim.advance_settled_fen), openFen(advance))
      const nowSettled = Number(advance.settled_fen) + settled
      const left = Number(advance.amount_fen) - nowSettled - Number(advance.remainder_fen ?? 0)
      await db
        .updateTable('expense_advance')
        .set({ settled_fen: nowSettled, status: left <= 0 ? 'settled' : advance.status, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', advance.id)
        .execute()
    }
  }
  const paidByAdvance = Number(claim.total_fen) - settled <= 0
  await db
    .updateTable('expense_claim')
    .set({
      status: paidByAdvance ? 'paid' : 'approved',
      advance_settled_fen: settled,
      paid_at: paidByAdvance ? now : null,
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', claimId)
    .execute()
}

/** The claim side of the workflow: its total decides the steps; the outcome comes back here in the same transaction. */
export const claimHandler = bizHandler(CLAIM_BIZ_TYPE, {
  async describe(ctx, instance) {
    const claim = await claimRow(ctx.db, instance.tenantId, instance.bizId)
    return claim && claimDescription(claim, await lineCount(ctx.db, claim.tenant_id, claim.id))
  },
  async facts(ctx, instance) {
    const claim = await claimRow(ctx.db, instance.tenantId, instance.bizId)
    return { [TOTAL_FACT]: claim ? Number(amountOfFen(claim.total_fen)) : null }
  },
  async onFinished(ctx, instance, outcome) {
    const claim = await claimRow(ctx.db, instance.tenantId, instance.bizId)
    if (claim?.status !== 'submitted') return
    if (outcome === 'approved') return approveClaim(ctx.db, claim.tenant_id, claim.id, ctx.now)
    await ctx.db
      .updateTable('expense_claim')
      .set({ status: outcome === 'rejected' ? 'rejected' : 'withdrawn', updated_at: ctx.now })
      .where('tenant_id', '=', claim.tenant_id)
      .where('id', '=', claim.id)
      .execute()
  },
  async onResubmitted(ctx, instance) {
    // A rejected claim sent again from the approval centre, unless the claimant changed it since (then it is a draft).
    const claim = await claimRow(ctx.db, instance.tenantId, instance.bizId)
    if (claim?.status !== 'rejected' || claim.instance_id !== instance.id) throw expenseError('zh', 'notEditable')
    await ctx.db
      .updateTable('expense_claim')
      .set({ status: 'submitted', submitted_at: ctx.now, updated_at: ctx.now })
      .where('tenant_id', '=', claim.tenant_id)
      .where('id', '=', claim.id)
      .execute()
  },
})

/** The advance side of the workflow: approved as a claim is (its amount decides the steps). */
export const advanceHandler = bizHandler(ADVANCE_BIZ_TYPE, {
  async describe(ctx, instance) {
    const advance = await advanceRow(ctx.db, instance.tenantId, instance.bizId)
    return advance && advanceDescription(advance)
  },
  async facts(ctx, instance) {
    const advance = await advanceRow(ctx.db, instance.tenantId, instance.bizId)
    return { [TOTAL_FACT]: advance ? Number(amountOfFen(advance.amount_fen)) : null }
  },
  async onFinished(ctx, instance, outcome) {
    const advance = await advanceRow(ctx.db, instance.tenantId, instance.bizId)
    if (advance?.status !== 'submitted') return
    const status = outcome === 'approved' ? 'approved' : outcome === 'rejected' ? 'rejected' : 'withdrawn'
    await ctx.db
      .updateTable('expense_advance')
      .set({ status, updated_at: ctx.now })
      .where('tenant_id', '=', advance.tenant_id)
      .where('id', '=', advance.id)
      .execute()
  },
  async onResubmitted(ctx, instance) {
    const advance = await advanceRow(ctx.db, instance.tenantId, instance.bizId)
    if (advance?.status !== 'rejected') throw expenseError('zh', 'notWithdrawable')
    await ctx.db
      .updateTable('expense_advance')
      .set({ status: 'submitted', updated_at: ctx.now })
      .where('tenant_id', '=', advance.tenant_id)
      .where('id', '=', advance.id)
      .execute()
  },
})
