import { registerBizHandler } from '../workflow/engine'
import { leaveError } from './errors'
import { balancesOf, LEAVE_BIZ_TYPE, PATCH_CARD_BIZ_TYPE, requestOf, useDays, yearOf } from './store'

/**
 * The leave side of the workflow: in the transition's transaction, an approved request takes its days off the
 * balance; a rejected or recalled one holds nothing; a rejected one submitted again waits again.
 */
registerBizHandler(LEAVE_BIZ_TYPE, {
  async onFinished(ctx, instance, outcome) {
    const row = await requestOf(ctx.db, instance.tenantId, instance.bizId)
    if (!row || row.status !== 'pending') return
    await ctx.db.updateTable('leave_request').set({ status: outcome }).where('tenant_id', '=', row.tenant_id).where('id', '=', row.id).execute()
    if (outcome === 'approved') await useDays(ctx.db, row, Number(row.days))
  },
  async onResubmitted(ctx, instance) {
    // A rejected request held no days: it may go again only while the balance still covers it.
    const row = await requestOf(ctx.db, instance.tenantId, instance.bizId)
    if (!row) return
    const balance = (await balancesOf(ctx.db, row.tenant_id, row.user_id, yearOf(row.start_date))).find((b) => b.typeCode === row.type_code)
    if (balance && balance.left < Number(row.days)) throw leaveError('zh', 'notEnough', { type: balance.nameZh, left: balance.left, days: row.days })
    await ctx.db.updateTable('leave_request').set({ status: 'pending' }).where('tenant_id', '=', instance.tenantId).where('id', '=', instance.bizId).execute()
  },
})

/** A patch card's status follows its workflow. */
registerBizHandler(PATCH_CARD_BIZ_TYPE, {
  async onFinished(ctx, instance, outcome) {
    await ctx.db.updateTable('patch_card').set({ status: outcome }).where('tenant_id', '=', instance.tenantId).where('id', '=', instance.bizId)
      .where('status', '=', 'pending').execute()
  },
  async onResubmitted(ctx, instance) {
    await ctx.db.updateTable('patch_card').set({ status: 'pending' }).where('tenant_id', '=', instance.tenantId).where('id', '=', instance.bizId).execute()
  },
})
