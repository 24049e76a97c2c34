import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { etaxError } from './errors'

/** The caller's staff record in the session tenant (on the job); refused when the account has none there. */
export async function myEmployeeId(db: Db, tenantId: number, userId: number, lang: Lang): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.id')
    .where('app_user.id', '=', userId)
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', 1)
    .executeTakeFirst()
  if (!row) throw etaxError(lang, 'noStaffRecord')
  return row.id
}
