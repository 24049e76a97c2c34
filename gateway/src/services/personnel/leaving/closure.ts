import type { Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { dayIn } from '../../leave'
import { tenantTimeZone } from '../../scheduling'
import { offboard } from '../records/offboarding'
import { loadRecord } from '../records/record-row'
import type { LeavingCaseTable } from './tables'

/**
 * Closes a leaver's accounts once their last day is over (the day after it, in the tenant's time zone): the record's
 * offboarding (status left, the last day as the leave date, every session ended, STAFF_LEFT's listeners: the leave
 * payout, subscriptions, queued notices), and the case is closed. Never before: on the last day itself the accounts still work. A record
 * already left is only marked. Answers whether the case was closed now.
 */
export async function closeIfDue(ctx: GatewayContext, row: LeavingCaseTable, now: number): Promise<boolean> {
  if (row.status !== 'approved' || row.account_closed_at !== null) return false
  const today = dayIn(now, await tenantTimeZone(ctx.db, row.tenant_id))
  if (row.last_day >= today) return false
  const record = await loadRecord(ctx.db, row.tenant_id, row.employee_id)
  if (!record) return false
  if (record.employee.status !== 2) {
    // Offboarding records its actor: the one who asked (the leaver, or HR who started the termination).
    const actor = { session: { tenant_id: row.tenant_id }, user: { id: row.requested_by } } as unknown as Auth
    await offboard(ctx, 'zh', actor, record, { leaveDate: row.last_day, reason: row.reason })
  }
  await ctx.db
    .updateTable('leaving_case')
    .set({ account_closed_at: now, status: 'closed' })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .where('account_closed_at', 'is', null)
    .execute()
  return true
}

/**
 * The daily job: every approved case whose last day is over gets its accounts closed (closeIfDue), each on its own,
 * a failure logged and the others still closed. Safe to run twice. Answers how many were closed.
 */
export async function closeDueAccounts(ctx: GatewayContext, now: number, onError: (error: unknown) => void) {
  const due = await ctx.db
    .selectFrom('leaving_case')
    .selectAll()
    .where('status', '=', 'approved')
    .where('account_closed_at', 'is', null)
    .execute()
  let closed = 0
  for (const row of due) {
    try {
      if (await closeIfDue(ctx, row, now)) closed++
    } catch (error) {
      onError(error)
    }
  }
  return closed
}
