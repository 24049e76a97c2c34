import type { Auth } from '../../core/auth/guard'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { trainingError } from './texts'

export interface Person {
  id: number
  name: string
  job_number: string
  organ_id: number
  zhiwei_id: number
}

const COLUMNS = ['id', 'name', 'job_number', 'organ_id', 'zhiwei_id'] as const

/** An employee of the tenant, or undefined. */
export const employeeOf = (db: Db, tenantId: number, employeeId: number): Promise<Person | undefined> =>
  db
    .selectFrom('employee')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', employeeId)
    .executeTakeFirst()

/** The caller's own employee in the session's tenant; throws noStaffRecord. */
export async function callerEmployee(db: Db, auth: Auth, lang: Lang): Promise<Person> {
  const self =
    auth.user.employee_id === null ? undefined : await employeeOf(db, auth.session.tenant_id, auth.user.employee_id)
  if (!self) throw trainingError(lang, 'noStaffRecord')
  return self
}

/** The tenant's staff on the job, with what audiences are matched by. */
export const staffOnJob = (db: Db, tenantId: number): Promise<Person[]> =>
  db
    .selectFrom('employee')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 1)
    .orderBy('id')
    .execute()
