import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { dispatchWorkflowNotices, fireEvent, startInstance } from '../workflow'
import { openFen } from './advance-store'
import { ensureExpenseDefinition } from './approval-steps'
import { linesOf } from './claim-view'
import { checkedLines, EDITABLE, openAdvance, ownClaim } from './claim-write'
import { claimDescription } from './describe'
import { sentBack } from './editable'
import { CLAIM_BIZ_TYPE } from './functions'
import type { Claimant } from './people'
import { expenseError } from './texts'

/**
 * Submits the caller's draft to its approval (workflow `expenseClaim`): lines and policy checked again as of now, the
 * part of its advance it settles fixed (at most what is open), the tenant's definition saved on first use. A claim an
 * approver sent back for changes goes on in its approval instead.
 */
export async function submitClaim(ctx: GatewayContext, lang: Lang, who: Claimant, id: string): Promise<void> {
  const now = ctx.now()
  const current = await ownClaim(ctx.db, lang, who, id)
  if (current.instance_id && (await sentBack(ctx.db, current))) {
    // Sent back for changes: the changed claim goes on in the same approval (its amount and steps read again).
    await fireEvent(ctx, {
      tenantId: who.tenantId,
      instanceId: current.instance_id,
      event: 'backRepeatCommit',
      actorId: who.userId,
      lang,
    })
    return
  }
  await ctx.db.transaction().execute(async (trx) => {
    const claim = await ownClaim(trx, lang, who, id)
    if (!EDITABLE.has(claim.status)) throw expenseError(lang, 'notEditable')
    const lines = await linesOf(trx, who.tenantId, id)
    if (lines.length === 0) throw expenseError(lang, 'noLines')
    const { warnings } = await checkedLines(
      trx,
      lang,
      who,
      id,
      lines.map((line) => ({
        id: line.id,
        date: line.day,
        categoryCode: line.category_code,
        amount: amountOfFen(line.amount_fen),
      })),
      now,
    )
    const advance = claim.advance_id ? await openAdvance(trx, lang, who, claim.advance_id) : undefined
    const settled = advance ? Math.min(Number(claim.total_fen), openFen(advance)) : 0
    await trx
      .updateTable('expense_claim')
      .set({ status: 'submitted', warnings, advance_settled_fen: settled, submitted_at: now, updated_at: now })
      .where('tenant_id', '=', who.tenantId)
      .where('id', '=', id)
      .execute()
    await ensureExpenseDefinition(trx, who.tenantId, CLAIM_BIZ_TYPE, now)
    const started = await startInstance(
      { db: trx, now: ctx.now },
      {
        tenantId: who.tenantId,
        bizType: CLAIM_BIZ_TYPE,
        bizId: id,
        applicantId: who.userId,
        ...claimDescription(claim, lines.length),
        lang,
      },
    )
    await trx
      .updateTable('expense_claim')
      .set({ instance_id: started.id })
      .where('tenant_id', '=', who.tenantId)
      .where('id', '=', id)
      .execute()
  })
  // The approvers hear of it at once (the transaction left the notices in the outbox).
  await dispatchWorkflowNotices(ctx, who.tenantId)
}

/** Takes back the caller's claim while its approval runs: the workflow cancels it, the handler marks it withdrawn. */
export async function withdrawClaim(ctx: GatewayContext, lang: Lang, who: Claimant, id: string): Promise<void> {
  const claim = await ownClaim(ctx.db, lang, who, id)
  if (claim.status !== 'submitted' || !claim.instance_id) throw expenseError(lang, 'notWithdrawable')
  await fireEvent(ctx, {
    tenantId: who.tenantId,
    instanceId: claim.instance_id,
    event: 'cancel',
    actorId: who.userId,
    lang,
  })
}

/** Deletes the caller's draft (or withdrawn or rejected claim) with its lines and receipts (the files stay theirs). */
export async function removeClaim(ctx: GatewayContext, lang: Lang, who: Claimant, id: string): Promise<number> {
  const claim = await ownClaim(ctx.db, lang, who, id)
  if (!EDITABLE.has(claim.status)) throw expenseError(lang, 'notEditable')
  await ctx.db.transaction().execute(async (trx) => {
    for (const table of ['expense_receipt', 'expense_line'] as const)
      await trx.deleteFrom(table).where('tenant_id', '=', who.tenantId).where('claim_id', '=', id).execute()
    await trx.deleteFrom('expense_claim').where('tenant_id', '=', who.tenantId).where('id', '=', id).execute()
  })
  return 1
}
