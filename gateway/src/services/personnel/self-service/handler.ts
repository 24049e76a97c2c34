import type { Handler } from '../../../core/service'
import type { Db } from '../../../core/db/types'
import { GatewayError } from '../../../core/errors'
import { bizHandler, type BizHandler } from '../../workflow'
import { loadRecord } from '../records/record-row'
import { writeRecord } from '../records/record-write'
import type { RecordProposalTable } from '../tables'
import { checkProposedValue, PROPOSAL_BIZ_TYPE, proposalDescription, proposalRow } from './proposals'

/** Who approved the request: the actor of its last action that approved it (else the proposer). */
async function approverOf(db: Db, tenantId: number, instanceId: string, fallback: number): Promise<number> {
  const action = await db
    .selectFrom('wf_action')
    .select(['actor_id', 'to_status'])
    .where('tenant_id', '=', tenantId)
    .where('instance_id', '=', instanceId)
    .orderBy('seq', 'desc')
    .executeTakeFirst()
  return action?.to_status === 'approved' && action.actor_id !== null ? action.actor_id : fallback
}

/**
 * The record's side of a proposed change: the request reads as the proposal says; on approval the value is checked
 * again against the record as it is now and written through the same path as HR's edits (writeRecord, in the
 * workflow's transaction); a value that no longer fits (say, the phone number was taken since) leaves the record as
 * it is and the proposal 'failed'; a rejected or withdrawn proposal changes nothing.
 */
const proposalHandler: BizHandler = {
  async describe(ctx, instance) {
    const row = await proposalRow(ctx.db, instance.tenantId, instance.bizId)
    const record = row && (await loadRecord(ctx.db, row.tenant_id, row.employee_id))
    return row && record ? proposalDescription(row, record.employee.name) : undefined
  },
  async onFinished(ctx, instance, outcome) {
    const row = await proposalRow(ctx.db, instance.tenantId, instance.bizId)
    if (row?.status !== 'pending') return
    let status: RecordProposalTable['status'] = outcome
    if (outcome === 'approved') {
      const record = await loadRecord(ctx.db, row.tenant_id, row.employee_id)
      try {
        if (!record) throw new GatewayError(0, 'gone')
        const changes = await checkProposedValue(ctx.db, 'zh', row.tenant_id, record, row.field, row.value)
        const userId = await approverOf(ctx.db, row.tenant_id, instance.id, row.user_id)
        await writeRecord(
          ctx.db,
          { tenantId: row.tenant_id, employeeId: row.employee_id, userId, now: ctx.now, cause: 'selfService' },
          changes,
        )
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error
        status = 'failed'
      }
    }
    await ctx.db
      .updateTable('record_proposal')
      .set({ status, decided_at: ctx.now })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('record_proposal')
      .set({ status: 'pending', decided_at: null })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
}

export const proposalHandlers: Handler[] = [bizHandler(PROPOSAL_BIZ_TYPE, proposalHandler)]
