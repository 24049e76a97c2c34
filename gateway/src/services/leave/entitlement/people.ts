import type { Db } from '../../../core/db/types'
import type { Person } from './share'

/** An account of the tenant with a staff record: what its entitlements read. */
export interface Holder extends Person {
  userId: number
  gender: number
  contractType: string
}

const day = (time: number | null | undefined): string | null =>
  time === null || time === undefined ? null : new Date(Number(time)).toISOString().slice(0, 10)

/**
 * The tenant's accounts that have a staff record employed at some time in `year` (all, or the accounts given), with
 * their entry, leave and work-start dates, gender and contract type.
 */
export async function holdersOf(db: Db, tenantId: number, year: number, userIds?: number[]): Promise<Holder[]> {
  if (userIds && !userIds.length) return []
  let query = db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .leftJoin('employee_profile', (join) =>
      join
        .onRef('employee_profile.employee_id', '=', 'employee.id')
        .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id'),
    )
    .select([
      'app_user.id as userId',
      'employee.entry_date',
      'employee.leave_date',
      'employee.gender',
      'employee_profile.work_start_date',
      'employee_profile.contract_type',
    ])
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.entry_date', '<=', Date.UTC(year, 11, 31))
    .where((eb) =>
      eb.or([eb('employee.leave_date', 'is', null), eb('employee.leave_date', '>=', Date.UTC(year, 0, 1))]),
    )
  if (userIds) query = query.where('app_user.id', 'in', userIds)
  const rows = await query.orderBy('app_user.id').execute()
  return rows.map((row) => ({
    userId: row.userId,
    entry: day(row.entry_date)!,
    leave: day(row.leave_date),
    workStart: day(row.work_start_date),
    gender: row.gender,
    contractType: row.contract_type ?? '',
  }))
}
