import type { Db } from '../../core/db/types'

const CHUNK = 900

/** The accounts of employees of the tenant: account id → employee id. */
export async function accountsOf(db: Db, tenantId: number, employeeIds: number[]): Promise<Map<number, number>> {
  const accounts = new Map<number, number>()
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['app_user.id', 'app_user.employee_id'])
      .where('employee.tenant_id', '=', tenantId)
      .where('app_user.employee_id', 'in', employeeIds.slice(i, i + CHUNK))
      .execute()
    for (const row of rows) if (row.employee_id !== null) accounts.set(row.id, row.employee_id)
  }
  return accounts
}

/** The employee of the session's user in the session's tenant, or undefined. */
export async function ownEmployee(db: Db, tenantId: number, employeeId: number | null) {
  if (employeeId === null) return undefined
  return db
    .selectFrom('employee')
    .select(['id', 'name', 'job_number', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', employeeId)
    .executeTakeFirst()
}
