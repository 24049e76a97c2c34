import { handle } from '../../core/service'
import { STAFF_LEFT } from '../people'

// A leaver's queued notices end with the offboarding (their own content, such as a final payslip, still goes out):
// each ends 'skipped' with the reason, as the administrators' list shows it.
export const leaverNotices = handle(STAFF_LEFT, async (trx, left) => {
  if (left.userIds.length === 0) return
  await trx
    .updateTable('notify_delivery')
    .set({ state: 'skipped', last_error: 'left|' })
    .where('tenant_id', '=', left.tenantId)
    .where('user_id', 'in', left.userIds)
    .where('state', '=', 'queued')
    .where('own', '=', 0)
    .execute()
})
