import type { Db } from '../../../core/db/types'
import { fixedQuery } from '../../../core/db/fixed-query'
import type { Person } from './share'

/** An account of the tenant with a staff record: what its entitlements read. */
export interface Holder extends Person {
  userId: number
  gender: number
  contractType: string
}

const day = (time: number | null | undefined): string | null =>
  time === null || time === undefined ? null : new Date(Number(time)).toISOString().slice(0, 10)

/** The staff facts of accounts an entitlement reads, as queried (dates epoch ms). */
interface HolderRow {
  userId: number
  entry_date: number
  leave_date: number | null
  gender: number
  work_start_date: number | null
  contract_type: string | null
}

const holderFacts = (db: Db, tenantId: number) =>
  db
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

const holderOf = (row: HolderRow): Holder => ({
  userId: row.userId,
  entry: day(row.entry_date)!,
  leave: day(row.leave_date),
  workStart: day(row.work_start_date),
  gender: row.gender,
  contractType: row.contract_type ?? '',
})

/**
 * The tenant's accounts that have a staff record employed at some time in `year` (all, or the accounts given), with
 * their entry, leave and work-start dates, gender and contract type.
 */
export async function holdersOf(db: Db, tenantId: number, year: number, userIds?: number[]): Promise<Holder[]> {
  if (userIds && !userIds.length) return []
  let query = holderFacts(db, tenantId)
    .where('employee.entry_date', '<=', Date.UTC(year, 11, 31))
    .where((eb) =>
      eb.or([eb('employee.leave_date', 'is', null), eb('employee.leave_date', '>=', Date.UTC(year, 0, 1))]),
    )
  if (userIds) query = query.where('app_user.id', 'in', userIds)
  const rows = await query.orderBy('app_user.id').execute()
  return rows.map(holderOf)
}

/** One account's row of holderFacts (compiled once: fixed-query.ts). */
const oneHolderFacts = fixedQuery((db, v: { tenantId: number; userId: number }) =>
  holderFacts(db, v.tenantId).where('app_user.id', '=', v.userId),
)

/**
 * One account's staff facts whatever the year (undefined without a staff record of the tenant), and its holder of
 * `year` as holdersOf answers it (null when not employed at any time in that year).
 */
export async function holderFactsOf(
  db: Db,
  tenantId: number,
  userId: number,
  year: number,
): Promise<{ gender: number; entryDate: number; holder: Holder | null } | undefined> {
  const row = await oneHolderFacts.executeTakeFirst(db, { tenantId, userId })
  if (!row) return undefined
  const employed =
    Number(row.entry_date) <= Date.UTC(year, 11, 31) &&
    (row.leave_date === null || Number(row.leave_date) >= Date.UTC(year, 0, 1))
  return { gender: row.gender, entryDate: row.entry_date, holder: employed ? holderOf(row) : null }
}
