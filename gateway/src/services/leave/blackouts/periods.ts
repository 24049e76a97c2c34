import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { organsOfTenant } from '../../../core/org-tree'
import { leaveError } from '../errors'
import type { LeaveBlackoutTable } from './tables'

/** A blackout period as the contract shows it (the `blackout` record of api/src/leave/blackouts.ts). */
export interface Blackout {
  id: string
  startDate: string
  endDate: string
  reason: string
  typeCodes: string[] | null
  organIds: number[] | null
}

/** JSON list stored in a column, or null (every type / the whole company); a damaged value counts as null. */
function listOf<T>(text: string | null): T[] | null {
  if (text === null) return null
  try {
    const value = JSON.parse(text)
    return Array.isArray(value) ? value : null
  } catch {
    return null
  }
}

export const blackoutOf = (row: LeaveBlackoutTable): Blackout => ({
  id: row.id,
  startDate: row.start_date,
  endDate: row.end_date,
  reason: row.reason,
  typeCodes: listOf<string>(row.type_codes),
  organIds: listOf<number>(row.organ_ids),
})

/** The organ and its parents' ids, nearest first (a period chosen for a parent department covers its sub-departments). */
function lineOf(organs: Array<{ id: number; parent_id: number | null }>, organId: number): number[] {
  const line: number[] = []
  let current = organs.find((organ) => organ.id === organId)
  while (current && !line.includes(current.id)) {
    line.push(current.id)
    const parent = current.parent_id
    current = parent === null ? undefined : organs.find((organ) => organ.id === parent)
  }
  return line
}

/**
 * The blackout periods of the tenant that close `typeCode` to the account on a day of `startDate`–`endDate`: those
 * for every type or naming it, for the whole company or for a department that holds the account's employee (directly
 * or through a sub-department). An account without a staff record meets only the company-wide periods.
 */
export async function blackoutsMet(
  db: Db,
  tenantId: number,
  userId: number,
  typeCode: string,
  span: { startDate: string; endDate: string },
): Promise<Blackout[]> {
  const rows = await db
    .selectFrom('leave_blackout')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('start_date', '<=', span.endDate)
    .where('end_date', '>=', span.startDate)
    .orderBy('start_date')
    .orderBy('id')
    .execute()
  const periods = rows.map(blackoutOf).filter((period) => !period.typeCodes || period.typeCodes.includes(typeCode))
  if (!periods.some((period) => period.organIds)) return periods
  const own = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.organ_id')
    .where('app_user.id', '=', userId)
    .where('employee.tenant_id', '=', tenantId)
    .executeTakeFirst()
  const line = own ? lineOf(await organsOfTenant(db, tenantId), own.organ_id) : []
  return periods.filter((period) => !period.organIds || period.organIds.some((id) => line.includes(id)))
}

/** Refuses a leave of the type that touches a blackout period for the account, naming the first period and its reason. */
export async function refuseBlackout(
  db: Db,
  asking: { tenantId: number; userId: number; type: { code: string; name_zh: string; name_en: string } },
  span: { startDate: string; endDate: string },
  lang: Lang | 'both',
): Promise<void> {
  const [first] = await blackoutsMet(db, asking.tenantId, asking.userId, asking.type.code, span)
  if (!first) return
  const vars = (to: Lang) => ({
    type: to === 'en' ? asking.type.name_en : asking.type.name_zh,
    from: first.startDate,
    to: first.endDate,
    reason: first.reason,
  })
  throw leaveError(lang, 'blackout', lang === 'both' ? vars : vars(lang))
}
