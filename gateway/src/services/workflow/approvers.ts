import type { Db } from '../../core/db/types'
import type { Approver } from './types'

/** The employee `level` steps up the reporting line from `employeeId` (1 = the line manager), or null. */
export async function managerAt(db: Db, tenantId: number, employeeId: number, level: number): Promise<number | null> {
  let current: number | null = employeeId
  const seen = new Set<number>()
  for (let step = 0; step < level && current !== null; step++) {
    seen.add(current)
    const row: { manager_id?: number | null } | undefined = await db
      .selectFrom('employee')
      .select('manager_id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', current)
      .executeTakeFirst()
    current = row?.manager_id ?? null
    // A loop in the reporting line ends the chain.
    if (current !== null && seen.has(current)) return null
  }
  return current
}

/** Accounts of the tenant (members) whose staff record is one of `employeeIds`, on the job. */
async function accountsOfEmployees(db: Db, tenantId: number, employeeIds: number[]): Promise<number[]> {
  if (employeeIds.length === 0) return []
  const rows = await db
    .selectFrom('app_user')
    .innerJoin('user_tenant', (join) =>
      join.onRef('user_tenant.user_id', '=', 'app_user.id').on('user_tenant.tenant_id', '=', tenantId),
    )
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('app_user.id')
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', 1)
    .where('employee.id', 'in', employeeIds)
    .execute()
  return rows.map((row) => row.id)
}

/** The applicant's staff record in the tenant, or null (an account without one has no manager chain). */
export async function employeeOfUser(db: Db, tenantId: number, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.id')
    .where('app_user.id', '=', userId)
    .where('employee.tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row?.id ?? null
}

/**
 * The candidate approvers of a step for an applicant: the accounts of the manager `level` up the reporting line,
 * the tenant's members holding the role, or the named account while it is a member of the tenant. Never the
 * applicant; sorted, distinct.
 */
export async function candidatesOf(
  db: Db,
  tenantId: number,
  applicantId: number,
  approver: Approver,
): Promise<number[]> {
  return (await approversOf(db, tenantId, applicantId, approver)).filter((id) => id !== applicantId)
}

/** The accounts a step names for an applicant (candidatesOf, the applicant included when the step names them). */
export async function approversOf(
  db: Db,
  tenantId: number,
  applicantId: number,
  approver: Approver,
): Promise<number[]> {
  let ids: number[]
  if (approver.type === 'user') {
    const member = await db
      .selectFrom('user_tenant')
      .select('user_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', approver.userId)
      .executeTakeFirst()
    ids = member ? [member.user_id] : []
  } else if (approver.type === 'manager') {
    const employeeId = await employeeOfUser(db, tenantId, applicantId)
    const managerId = employeeId === null ? null : await managerAt(db, tenantId, employeeId, approver.level)
    ids = managerId === null ? [] : await accountsOfEmployees(db, tenantId, [managerId])
  } else {
    const rows = await db
      .selectFrom('user_role')
      .innerJoin('role', 'role.id', 'user_role.role_id')
      .innerJoin('user_tenant', (join) =>
        join.onRef('user_tenant.user_id', '=', 'user_role.user_id').on('user_tenant.tenant_id', '=', tenantId),
      )
      .select('user_role.user_id')
      .where('role.tenant_id', '=', tenantId)
      .where('role.id', '=', approver.roleId)
      .execute()
    ids = rows.map((row) => row.user_id)
  }
  return [...new Set(ids)].sort((a, b) => a - b)
}
