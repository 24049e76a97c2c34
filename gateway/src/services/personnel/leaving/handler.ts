import type { Handler } from '../../../core/service'
import { bizHandler, type BizHandler } from '../../workflow'
import { loadRecord } from '../records/record-row'
import { caseRow, RESIGNATION_BIZ_TYPE, TERMINATION_BIZ_TYPE } from './cases'
import { closeIfDue } from './closure'
import { caseDescription } from './start'

/**
 * The case's side of its request: approved, the last day stands and the offboarding steps open (the accounts close
 * the day after the last day, or at once after the commit when it is past); rejected or withdrawn, nothing changes.
 */
const caseHandler: BizHandler = {
  async describe(ctx, instance) {
    const row = await caseRow(ctx.db, instance.tenantId, instance.bizId)
    const record = row && (await loadRecord(ctx.db, row.tenant_id, row.employee_id))
    return row && record ? caseDescription(row, record.employee.name) : undefined
  },
  async onFinished(ctx, instance, outcome) {
    const row = await caseRow(ctx.db, instance.tenantId, instance.bizId)
    if (row?.status !== 'pending') return
    await ctx.db
      .updateTable('leaving_case')
      .set({ status: outcome, decided_at: ctx.now })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('leaving_case')
      .set({ status: 'pending', decided_at: null })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
  async afterFinished(ctx, instance, outcome) {
    if (outcome !== 'approved') return
    const row = await caseRow(ctx.db, instance.tenantId, instance.bizId)
    if (row) await closeIfDue(ctx, row, ctx.now())
  },
}

export const leavingHandlers: Handler[] = [RESIGNATION_BIZ_TYPE, TERMINATION_BIZ_TYPE].map((bizType) =>
  bizHandler(bizType, caseHandler),
)
