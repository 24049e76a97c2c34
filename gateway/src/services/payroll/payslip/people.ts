import type { Auth } from '../../../core/auth/guard'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { payslipError } from './errors'

export interface Person {
  id: number
  name: string
  job_number: string
  organ_id: number
}

/** The employee of the session's user in the session's tenant, or undefined. */
export async function ownEmployee(db: Db, tenantId: number, employeeId: number | null): Promise<Person | undefined> {
  if (employeeId === null) return undefined
  return db
    .selectFrom('employee')
    .select(['id', 'name', 'job_number', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', employeeId)
    .executeTakeFirst()
}

/** The caller's own employee in the session's tenant; throws noStaffRecord. */
export async function callerEmployee(db: Db, auth: Auth, lang: Lang): Promise<Person> {
  const self = await ownEmployee(db, auth.session.tenant_id, auth.user.employee_id)
  if (!self) throw payslipError(lang, 'noStaffRecord')
  return self
}
