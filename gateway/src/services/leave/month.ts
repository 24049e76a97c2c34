import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { monthDays } from '../../core/month-days'
import { type DepartmentStaffRow, departmentStaffOf } from '../access'
import { leaveError } from './errors'

/** The days (YYYY-MM-DD) of a month YYYY-MM; throws badMonth (410111). */
export function daysOfMonth(month: string, lang: Lang): string[] {
  const days = monthDays(month)
  if (!days) throw leaveError(lang, 'badMonth')
  return days
}

export type StaffRow = DepartmentStaffRow

/**
 * The staff on the job of a department and its sub-departments that the session's user may see (their data range), by
 * job number; throws organNotFound (410112) for a department of another tenant.
 */
export async function departmentStaff(
  ctx: GatewayContext,
  session: { tenant_id: number; user_id: number },
  organId: number,
  lang: Lang,
): Promise<StaffRow[]> {
  const staff = await departmentStaffOf(ctx, session, organId)
  if (!staff) throw leaveError(lang, 'organNotFound')
  return staff
}
