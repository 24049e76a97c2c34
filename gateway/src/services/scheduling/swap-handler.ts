import { bizHandler } from '../workflow'
import { attendanceChanged } from './changes'
import { paibanError } from './errors'
import { SHIFT_SWAP_BIZ_TYPE } from './functions'
import { lockedMonthsBetween } from './locks'
import { swapDecidedNotice } from './shift-notices'
import { exchangeShifts, namesOf, swapDescription, swapOf } from './swap-store'

/**
 * The shift swap side of the workflow: the request reads as the swap says; approved (the colleague agreed, then the
 * manager), the two people's shifts of the days are exchanged in the decision's transaction, unless a month of the swap was locked
 * meanwhile; once committed, both people are told how it was decided and, when approved, both people's days are recomputed.
 */
export const swapHandler = bizHandler(SHIFT_SWAP_BIZ_TYPE, {
  async describe(ctx, instance) {
    const swap = await swapOf(ctx.db, instance.tenantId, instance.bizId)
    return swap && swapDescription(swap, await namesOf(ctx.db, swap.tenant_id, swap))
  },
  async onFinished(ctx, instance, outcome) {
    const swap = await swapOf(ctx.db, instance.tenantId, instance.bizId)
    if (swap?.status !== 'pending') return
    if (outcome === 'approved') {
      const [first, last] = [swap.day, swap.other_day].sort()
      const locked = await lockedMonthsBetween(ctx.db, swap.tenant_id, first, last)
      if (locked.length) throw paibanError('both', 'monthLocked', { month: locked[0] })
      await exchangeShifts(ctx.db, swap)
    }
    await ctx.db
      .updateTable('shift_swap')
      .set({ status: outcome })
      .where('tenant_id', '=', swap.tenant_id)
      .where('id', '=', swap.id)
      .execute()
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('shift_swap')
      .set({ status: 'pending' })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
  async afterFinished(ctx, instance, outcome) {
    if (outcome === 'cancelled') return
    const swap = await swapOf(ctx.db, instance.tenantId, instance.bizId)
    if (!swap) return
    // Both people hear how it was decided (a swap recalled by its applicant was decided by nobody).
    await swapDecidedNotice(ctx, swap, outcome, await namesOf(ctx.db, swap.tenant_id, swap))
    if (outcome !== 'approved') return
    const [first, last] = [swap.day, swap.other_day].sort()
    await attendanceChanged(ctx, swap.tenant_id, [swap.employee_id, swap.other_employee_id], first, last)
  },
})
