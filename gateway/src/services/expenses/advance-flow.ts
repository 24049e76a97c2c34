import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { dispatchWorkflowNotices, fireEvent, startInstance } from '../workflow'
import { advanceRow, openFen } from './advance-store'
import { ensureExpenseDefinition } from './approval-steps'
import { advanceDescription } from './describe'
import { ADVANCE_BIZ_TYPE } from './functions'
import { amountFen } from './line-check'
import type { Claimant } from './people'
import { earliestPayrollMonth } from './payment'
import { expenseError } from './texts'

/** Asks an advance for the caller: its approval runs as a claim's (workflow `expenseAdvance`). Answers its id. */
export async function requestAdvance(
  ctx: GatewayContext,
  lang: Lang,
  who: Claimant,
  input: { amount: string; reason: string; neededBy?: string },
): Promise<string> {
  const fen = amountFen(lang, input.amount)
  const now = ctx.now()
  const id = randomUUID()
  await ctx.db.transaction().execute(async (trx) => {
    const row = {
      tenant_id: who.tenantId,
      id,
      user_id: who.userId,
      employee_id: who.employeeId,
      organ_id: who.organId,
      amount_fen: fen,
      reason: input.reason,
      needed_by: input.neededBy ?? null,
      status: 'submitted' as const,
      settled_fen: 0,
      remainder_way: null,
      remainder_fen: null,
      remainder_month: null,
      remainder_run_id: null,
      remainder_paid_at: null,
      instance_id: null,
      created_at: now,
      updated_at: now,
    }
    await trx.insertInto('expense_advance').values(row).execute()
    await ensureExpenseDefinition(trx, who.tenantId, ADVANCE_BIZ_TYPE, now)
    const started = await startInstance(
      { db: trx, now: ctx.now },
      {
        tenantId: who.tenantId,
        bizType: ADVANCE_BIZ_TYPE,
        bizId: id,
        applicantId: who.userId,
        ...advanceDescription(row),
        lang,
      },
    )
    await trx
      .updateTable('expense_advance')
      .set({ instance_id: started.id })
      .where('tenant_id', '=', who.tenantId)
      .where('id', '=', id)
      .execute()
  })
  await dispatchWorkflowNotices(ctx, who.tenantId)
  return id
}

/** Takes back the caller's advance while its approval runs. */
export async function withdrawAdvance(ctx: GatewayContext, lang: Lang, who: Claimant, id: string): Promise<void> {
  const advance = await advanceRow(ctx.db, who.tenantId, id)
  if (!advance || advance.user_id !== who.userId) throw expenseError(lang, 'advanceNotFound')
  if (advance.status !== 'submitted' || !advance.instance_id) throw expenseError(lang, 'notWithdrawable')
  await fireEvent(ctx, {
    tenantId: who.tenantId,
    instanceId: advance.instance_id,
    event: 'cancel',
    actorId: who.userId,
    lang,
  })
}

/**
 * Finance closes what is open on an approved advance: repaid by the employee (done now), or deducted in the payroll
 * of `month` (not before last month; the run of that month deducts it after tax and marks it paid when locked).
 */
export async function closeRemainder(
  ctx: GatewayContext,
  lang: Lang,
  tenantId: number,
  input: { id: string; way: 'repaid' | 'deducted'; month?: string },
): Promise<void> {
  const now = ctx.now()
  const advance = await advanceRow(ctx.db, tenantId, input.id)
  if (!advance) throw expenseError(lang, 'advanceNotFound')
  const open = openFen(advance)
  if (open <= 0) throw expenseError(lang, 'advanceNotOpen')
  const deducted = input.way === 'deducted'
  if (deducted && (!input.month || input.month < earliestPayrollMonth(now))) throw expenseError(lang, 'badMonth')
  await ctx.db
    .updateTable('expense_advance')
    .set({
      status: 'settled',
      remainder_way: input.way,
      remainder_fen: open,
      remainder_month: deducted ? input.month! : null,
      remainder_paid_at: deducted ? null : now,
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', advance.id)
    .where('status', '=', 'approved')
    .execute()
}
