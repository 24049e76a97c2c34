import type { Handler } from '../../../core/service'
import { bizHandler, type BizHandler } from '../../workflow'
import { loadRecord } from '../records/record-row'
import { applyMove } from './apply'
import { MOVE_BIZ_TYPE } from './functions'
import { moveDescription, moveRow } from './view'

const today = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * The move's side of its request: it reads as the move says; on approval a move dated today or earlier is applied at
 * once (in the workflow's transaction), a later one waits for the daily job on its date; a rejected or withdrawn move
 * changes nothing.
 */
const moveHandler: BizHandler = {
  async describe(ctx, instance) {
    const move = await moveRow(ctx.db, instance.tenantId, instance.bizId)
    const record = move && (await loadRecord(ctx.db, move.tenant_id, move.employee_id))
    return move && record ? moveDescription(move, record.employee.name) : undefined
  },
  async onFinished(ctx, instance, outcome) {
    const move = await moveRow(ctx.db, instance.tenantId, instance.bizId)
    if (move?.status !== 'pending') return
    const status = outcome === 'approved' ? 'approved' : outcome
    await ctx.db
      .updateTable('staff_move')
      .set({ status, decided_at: ctx.now })
      .where('tenant_id', '=', move.tenant_id)
      .where('id', '=', move.id)
      .execute()
    if (outcome === 'approved' && move.effective_date <= today(ctx.now))
      await applyMove(ctx.db, { ...move, status }, ctx.now)
  },
  async onResubmitted(ctx, instance) {
    await ctx.db
      .updateTable('staff_move')
      .set({ status: 'pending', decided_at: null })
      .where('tenant_id', '=', instance.tenantId)
      .where('id', '=', instance.bizId)
      .execute()
  },
}

export const moveHandlers: Handler[] = [bizHandler(MOVE_BIZ_TYPE, moveHandler)]
