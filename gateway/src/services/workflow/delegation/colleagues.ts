import { sql } from 'kysely'
import type { Db } from '../../../core/db/types'
import { mayApprove } from './absences'

export interface Colleague {
  id: number
  name: string
  jobNumber: string
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * Colleagues the caller may name as delegate: accounts of the tenant (not the caller) whose name, account name or job
 * number contains the keyword and who may approve there; at most 10.
 */
export async function findColleagues(
  db: Db,
  tenantId: number,
  callerId: number,
  keyword: string,
): Promise<Colleague[]> {
  const pattern = `%${escapeLike(keyword.trim().toLowerCase())}%`
  const rows = await db
    .selectFrom('user_tenant')
    .innerJoin('app_user', 'app_user.id', 'user_tenant.user_id')
    .leftJoin('employee', (join) =>
      join.onRef('employee.id', '=', 'app_user.employee_id').on('employee.tenant_id', '=', tenantId),
    )
    .select(['app_user.id', 'app_user.real_name', 'app_user.user_name', 'employee.job_number', 'employee.status'])
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('app_user.id', '!=', callerId)
    .where((eb) =>
      eb.or(
        ['app_user.real_name', 'app_user.user_name', 'employee.job_number'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
    .orderBy('app_user.real_name')
    .orderBy('app_user.id')
    .limit(50)
    .execute()
  const found: Colleague[] = []
  for (const row of rows) {
    // Someone who left keeps the account for a while but is no one to hand approvals to.
    if (row.status === 2) continue
    if ((await mayApprove(db, tenantId, row.id)) !== 'yes') continue
    found.push({ id: row.id, name: row.real_name || row.user_name, jobNumber: row.job_number ?? '' })
    if (found.length === 10) break
  }
  return found
}
