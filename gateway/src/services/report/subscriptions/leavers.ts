import { handle } from '../../../core/service'
import { STAFF_LEFT } from '../../personnel'

// A leaver's report subscriptions end with the offboarding: no run of them is made again (their past runs stay).
export const leaverSubscriptions = handle(STAFF_LEFT, async (trx, left) => {
  if (left.userIds.length === 0) return
  await trx
    .deleteFrom('report_subscription')
    .where('tenant_id', '=', left.tenantId)
    .where('user_id', 'in', left.userIds)
    .execute()
})
