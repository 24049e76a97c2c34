import type { GatewayContext } from '../../core/context'
import { inStaffScope, staffScopeOf } from '../access'
import type { Lang } from '../../core/lang'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { leaveError } from './errors'

/** The days (YYYY-MM-DD) of a month YYYY-MM; throws badMonth (410111). */
export function daysOfMonth(month: string, lang: Lang): string[] {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const year = Number(match?.[1])
  const index = Number(match?.[2]) - 1
  if (!match || year < 2000 || year > 2100 || index < 0 || index > 11) throw leaveError(lang, 'badMonth')
  const count = new Date(Date.UTC(year, index + 1, 0)).getUTCDate()
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
}

export interface StaffRow {
  id: number
  name: string
  job_number: string
  organ_id: number
}

/**
 * The staff on the job of a department and its sub-departments that the session's user may see (data range,
 * services/access/data-range.ts), by job number; throws organNotFound (410112) for a department of another tenant.
 */
export async function departmentStaff(
  ctx: GatewayContext,
  session: { tenant_id: number; user_id: number },
  organId: number,
  lang: Lang,
): Promise<StaffRow[]> {
  const organs = await organsOfTenant(ctx.db, session.tenant_id)
  if (!organs.some((organ) => organ.id === organId)) throw leaveError(lang, 'organNotFound')
  const scope = await staffScopeOf(ctx, session)
  return ctx.db
    .selectFrom('employee')
    .select(['employee.id', 'employee.name', 'employee.job_number', 'employee.organ_id'])
    .where('employee.tenant_id', '=', session.tenant_id)
    .where('employee.status', '=', 1)
    .where('employee.organ_id', 'in', subtreeIds(organs, organId))
    .where(inStaffScope(scope))
    .orderBy('employee.job_number')
    .orderBy('employee.id')
    .execute()
}
