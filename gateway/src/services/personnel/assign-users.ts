import { sql } from 'kysely'
import type { Db } from '../../core/db/types'
import { inStaffScope, type StaffScope } from '../access'
import { ON_THE_JOB, organsOfTenant, subtreeIds } from './organs'

/** Whom a caller may assign work to: on-the-job staff of the tenant in the caller's data range. */
export interface AssignUserQuery {
  tenantId: number
  scope: StaffScope
  /** Matches name or job number (never the phone: pickers do not show it, so it must not be found by it). */
  keyword?: string
  /** Only staff under this organ (with its descendants). */
  organId?: number
}

/** A person in a picker: what it shows, never contact details. */
export interface AssignUser {
  id: number
  name: string
  jobNumber: string
  organId: number
  organName: string
  gangweiId: number
  gangweiName: string
}

/** Most people getAssignUserAllPage answers at once. */
export const ASSIGN_ALL_LIMIT = 2000

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

async function assignable(db: Db, query: AssignUserQuery) {
  const { tenantId } = query
  let base = db
    .selectFrom('employee')
    .innerJoin('organ', (join) => join.onRef('organ.id', '=', 'employee.organ_id').on('organ.tenant_id', '=', tenantId))
    .innerJoin('gangwei', (join) =>
      join.onRef('gangwei.id', '=', 'employee.gangwei_id').on('gangwei.tenant_id', '=', tenantId),
    )
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', ON_THE_JOB)
    .where(inStaffScope(query.scope))
  if (query.organId !== undefined)
    base = base.where('employee.organ_id', 'in', subtreeIds(await organsOfTenant(db, tenantId), query.organId))
  const keyword = query.keyword?.trim().toLowerCase()
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`
    base = base.where((eb) =>
      eb.or(
        ['employee.name', 'employee.job_number'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
  }
  return base
}

/** The total of the matching people and up to `limit` of them from `offset`, in job-number order. */
export async function findAssignUsers(
  db: Db,
  query: AssignUserQuery,
  limit: number,
  offset = 0,
): Promise<{ total: number; rows: AssignUser[] }> {
  const base = await assignable(db, query)
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
  const found = await base
    .select([
      'employee.id',
      'employee.name',
      'employee.job_number',
      'employee.organ_id',
      'organ.name as organ_name',
      'employee.gangwei_id',
      'gangwei.name as gangwei_name',
    ])
    .orderBy('employee.job_number')
    .orderBy('employee.id')
    .limit(limit)
    .offset(offset)
    .execute()
  return {
    total: Number(counted?.count ?? 0),
    rows: found.map((r) => ({
      id: r.id,
      name: r.name,
      jobNumber: r.job_number,
      organId: r.organ_id,
      organName: r.organ_name,
      gangweiId: r.gangwei_id,
      gangweiName: r.gangwei_name,
    })),
  }
}
