import type { Handler } from '../../../core/service'
import { bizHandler, type BizHandler } from '../../workflow'
import { loadRecord } from '../records/record-row'
import { issueAndStore } from './issue'
import { CERTIFICATE_BIZ_TYPE, certificateDescription, certificateRow } from './requests'

/**
 * The certificate's side of its request: it reads as the kind and person; on approval it is issued (text, code, PDF)
 * in the workflow's transaction; rejected or withdrawn, nothing is issued.
 */
const certificateHandler: BizHandler = {
  async describe(ctx, instance) {
    const row = await certificateRow(ctx.db, instance.tenantId, instance.bizId)
    const record = row && (await loadRecord(ctx.db, row.tenant_id, row.employee_id))
    return row && record ? certificateDescription(row, record.employee.name) : undefined
  },
  async onFinished(ctx, instance, outcome) {
    const row = await certificateRow(ctx.db, instance.tenantId, instance.bizId)
    if (row?.status !== 'pending') return
    if (outcome === 'approved') return issueAndStore(ctx.db, row, ctx.now)
    await ctx.db
      .updateTable('certificate')
      .set({ status: outcome })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('certificate')
      .set({ status: 'pending' })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
}

export const certificateHandlers: Handler[] = [bizHandler(CERTIFICATE_BIZ_TYPE, certificateHandler)]
