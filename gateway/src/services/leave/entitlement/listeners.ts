import { handle } from '../../../core/service'
import { ACCOUNTS_OPENED } from '../../people'
import { TENANT_CREATED } from '../../tenants'
import { RECORD_FACTS_CHANGED, STAFF_LEFT } from '../../people'
import { writeLeaveTypes } from './default-types'
import { dayIn } from './rollover'
import { payLeavers } from './payout'
import { settleYear } from './settle'
import { tenantTimeZone } from '../../scheduling'

/** A new company starts with the statutory leave types. */
export const newTenantLeaveTypes = handle(TENANT_CREATED, (trx, tenantId) => writeLeaveTypes(trx, tenantId))

/** A joiner's account gets the prorated days of their first year the moment it opens, whatever opened it. */
export const joinerBalances = handle(ACCOUNTS_OPENED, async (trx, opened) => {
  const today = dayIn(opened.now, await tenantTimeZone(trx, opened.tenantId))
  await settleYear(trx, opened.tenantId, Number(today.slice(0, 4)), today, opened.now, opened.userIds)
})

/**
 * A leaver's entitlement is recomputed to their last day (this year's, and last year's for a back-dated leave), then
 * the statutory annual leave they had not taken is paid out in the month of their last day.
 */
export const leaverBalances = handle(STAFF_LEFT, async (trx, left) => {
  const today = dayIn(left.now, await tenantTimeZone(trx, left.tenantId))
  const year = Number(today.slice(0, 4))
  await settleYear(trx, left.tenantId, year - 1, `${year - 1}-12-31`, left.now, left.userIds)
  await settleYear(trx, left.tenantId, year, today, left.now, left.userIds)
  await payLeavers(trx, left.tenantId, left.userIds, left.now)
})

/** A record's new entry date, gender, work-start date or contract type corrects this year's entitlements. */
export const recordBalances = handle(RECORD_FACTS_CHANGED, async (trx, changed) => {
  const today = dayIn(changed.now, await tenantTimeZone(trx, changed.tenantId))
  await settleYear(trx, changed.tenantId, Number(today.slice(0, 4)), today, changed.now, changed.userIds)
})
