import { onStaffLeft } from '../../ums'

// A leaver's report subscriptions end with the offboarding: no run of them is made again (their past runs stay).
onStaffLeft(async (trx, left) => {
  if (left.userIds.length === 0) return
  await trx.deleteFrom('report_subscription').where('tenant_id', '=', left.tenantId).where('user_id', 'in', left.userIds).execute()
})
