import type { Db } from '../../../core/db/types'
import { inStaffScope, type StaffScope } from '../../access'

/** A person of the chart as read, before field permissions. */
export interface ChartRow {
  id: number
  manager_id: number | null
  name: string
  job_number: string
  organ_id: number
  department: string | null
  position: string | null
  post: string | null
  photo: string | null
}

/** Everyone of the tenant on the job within the scope, with their department, position, post and photo: one query. */
export function chartRows(db: Db, tenantId: number, scope: StaffScope): Promise<ChartRow[]> {
  return db
    .selectFrom('employee')
    .leftJoin('organ', (join) => join.onRef('organ.id', '=', 'employee.organ_id').on('organ.tenant_id', '=', tenantId))
    .leftJoin('gangwei', (join) =>
      join.onRef('gangwei.id', '=', 'employee.gangwei_id').on('gangwei.tenant_id', '=', tenantId),
    )
    .leftJoin('zhiwei', (join) =>
      join.onRef('zhiwei.id', '=', 'employee.zhiwei_id').on('zhiwei.tenant_id', '=', tenantId),
    )
    .select((eb) => [
      'employee.id',
      'employee.name',
      'employee.job_number',
      'employee.organ_id',
      'organ.name as department',
      'gangwei.name as position',
      'zhiwei.name as post',
      'employee.manager_id',
      eb
        .selectFrom('app_user')
        .select('app_user.head_url')
        .whereRef('app_user.employee_id', '=', 'employee.id')
        .where('app_user.head_url', '<>', '')
        .limit(1)
        .as('photo'),
    ])
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', 1)
    .where(inStaffScope(scope))
    .orderBy('employee.id')
    .execute() as Promise<ChartRow[]>
}
