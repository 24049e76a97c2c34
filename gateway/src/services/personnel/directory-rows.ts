import { cacheOf, cached, tenantScope } from '../../core/cache'
import type { Db } from '../../core/db/types'
import { inScope, type StaffScope } from '../access'
import type { ContactView } from './contact-view'

/**
 * Up to this many staff in a tenant, its staff pages and people searches are answered from the directory held in the
 * shared cache; a bigger tenant's are asked of the database (a change to its staff would reload too many rows).
 */
export const DIRECTORY_HELD_MAX = 5_000

/** A staff member as the staff list and the people pickers show them, with the lowercase texts a keyword matches. */
export interface DirectoryRow {
  id: number
  name: string
  jobNumber: string
  organId: number
  organName: string
  gangweiId: number
  /** Null when the position is missing (the staff list leaves such a row out, as its join does). */
  gangweiName: string | null
  zhiweiName: string | null
  phone: string
  email: string
  entryDate: number
  status: number
  /** name, job number and phone in lowercase, for keyword matching. */
  lower: { name: string; jobNumber: string; phone: string }
}

/**
 * The tenant's staff in job-number order (then id), held in the shared cache until a staff table changes; null when
 * nothing is cached on this handle (a transaction's, a unit test's) or the tenant has more than DIRECTORY_HELD_MAX.
 */
export async function heldDirectory(db: Db, tenantId: number): Promise<readonly DirectoryRow[] | null> {
  if (!cacheOf(db)) return null
  return cached(db, tenantScope(tenantId), 'directoryRows', () => readDirectory(db, tenantId))
}

async function readDirectory(db: Db, tenantId: number): Promise<DirectoryRow[] | null> {
  const counted = await db
    .selectFrom('employee')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (Number(counted?.n ?? 0) > DIRECTORY_HELD_MAX) return null
  const rows = await db
    .selectFrom('employee')
    .innerJoin('organ', 'organ.id', 'employee.organ_id')
    .leftJoin('gangwei', 'gangwei.id', 'employee.gangwei_id')
    .leftJoin('zhiwei', 'zhiwei.id', 'employee.zhiwei_id')
    .select([
      'employee.id',
      'employee.name',
      'employee.job_number',
      'employee.organ_id',
      'organ.name as organ_name',
      'employee.gangwei_id',
      'gangwei.name as gangwei_name',
      'zhiwei.name as zhiwei_name',
      'employee.phone',
      'employee.email',
      'employee.entry_date',
      'employee.status',
    ])
    .where('employee.tenant_id', '=', tenantId)
    .orderBy('employee.job_number')
    .orderBy('employee.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    jobNumber: row.job_number,
    organId: row.organ_id,
    organName: row.organ_name,
    gangweiId: row.gangwei_id,
    gangweiName: row.gangwei_name,
    zhiweiName: row.zhiwei_name,
    phone: row.phone ?? '',
    email: row.email ?? '',
    entryDate: Number(row.entry_date),
    status: Number(row.status),
    lower: {
      name: (row.name ?? '').toLowerCase(),
      jobNumber: (row.job_number ?? '').toLowerCase(),
      phone: (row.phone ?? '').toLowerCase(),
    },
  }))
}

/** Whether a held row is in the caller's data range. */
export const rowInScope = (scope: StaffScope | undefined, row: DirectoryRow): boolean =>
  !scope || inScope(scope, { id: row.id, organ_id: row.organId })

/**
 * Whether a row matches a lowercase keyword in its name, job number or phone; the phone only where the caller sees it
 * (`contacts`: every phone when not given; of staff who left only with `ofLeft`).
 */
export function rowMatches(row: DirectoryRow, keyword: string, contacts?: ContactView): boolean {
  if (!keyword) return true
  if (row.lower.name.includes(keyword) || row.lower.jobNumber.includes(keyword)) return true
  const phoneSeen = !contacts || (contacts.phone && (contacts.ofLeft || row.status === 1))
  return phoneSeen && row.lower.phone.includes(keyword)
}
