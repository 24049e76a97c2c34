import type { Handler } from '../../core/service'
import { bizHandler, type BizHandler } from '../workflow'
import { changeDescription, changeRow } from './changes'
import { RENEWAL_BIZ_TYPE, TERMINATION_BIZ_TYPE } from './functions'
import { syncRecordContract } from './record-sync'
import { contractRow, employeeOf, nextContractId } from './store'

/**
 * The contract's side of its renewals and terminations: the request reads as the change says; on approval a renewal
 * marks the contract renewed and adds the new one (active, from the day after the old end), a termination ends the
 * contract on its date; a rejected or withdrawn change leaves the contract as it was.
 */
const changeHandler: BizHandler = {
  async describe(ctx, instance) {
    const change = await changeRow(ctx.db, instance.tenantId, instance.bizId)
    const contract = change && (await contractRow(ctx.db, instance.tenantId, change.contract_id))
    if (!change || !contract) return undefined
    return changeDescription(
      change,
      contract,
      (await employeeOf(ctx.db, contract.tenant_id, contract.employee_id))?.name ?? '',
    )
  },
  async onFinished(ctx, instance, outcome) {
    const change = await changeRow(ctx.db, instance.tenantId, instance.bizId)
    if (change?.status !== 'pending') return
    const contract = await contractRow(ctx.db, change.tenant_id, change.contract_id)
    let newContractId: number | null = null
    if (outcome === 'approved' && contract && (contract.status === 'active' || contract.status === 'expired')) {
      const where = { tenant_id: contract.tenant_id, id: contract.id }
      if (change.kind === 'renewal') {
        newContractId = await nextContractId(ctx.db, contract.tenant_id)
        await ctx.db
          .insertInto('employment_contract')
          .values({
            ...contract,
            id: newContractId,
            term: change.new_term!,
            start_date: change.effective_date,
            end_date: change.new_end_date,
            probation_months: 0,
            probation_end: null,
            sign_date: null,
            status: 'active',
            documents: '[]',
            previous_id: contract.id,
            terminated_on: null,
            termination_reason: '',
            created_by: change.requested_by,
            created_at: ctx.now,
            updated_by: change.requested_by,
            updated_at: ctx.now,
          })
          .execute()
        await ctx.db
          .updateTable('employment_contract')
          .set({ status: 'renewed', updated_at: ctx.now })
          .where('tenant_id', '=', where.tenant_id)
          .where('id', '=', where.id)
          .execute()
      } else if (change.kind === 'nonRenewal') {
        // Not renewed: it runs to its end (then expires as any other) and is reminded of no more.
        await ctx.db
          .updateTable('employment_contract')
          .set({ terminated_on: contract.end_date, termination_reason: change.reason, updated_at: ctx.now })
          .where('tenant_id', '=', where.tenant_id)
          .where('id', '=', where.id)
          .execute()
      } else {
        await ctx.db
          .updateTable('employment_contract')
          .set({
            status: 'terminated',
            terminated_on: change.effective_date,
            termination_reason: change.reason,
            updated_at: ctx.now,
          })
          .where('tenant_id', '=', where.tenant_id)
          .where('id', '=', where.id)
          .execute()
      }
    }
    if (outcome === 'approved' && contract)
      await syncRecordContract(ctx.db, contract.tenant_id, contract.employee_id, ctx.now)
    await ctx.db
      .updateTable('employment_contract_change')
      .set({ status: outcome, decided_at: ctx.now, new_contract_id: newContractId })
      .where('tenant_id', '=', change.tenant_id)
      .where('id', '=', change.id)
      .execute()
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('employment_contract_change')
      .set({ status: 'pending', decided_at: null })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
}

export const contractChangeHandlers: Handler[] = [RENEWAL_BIZ_TYPE, TERMINATION_BIZ_TYPE].map((bizType) =>
  bizHandler(bizType, changeHandler),
)
