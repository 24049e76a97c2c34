import type { Auth } from '../../../core/auth/guard'
import type { Db } from '../../../core/db/types'
import type { OnboardingTaskTable } from '../tables'

type Owned = Pick<OnboardingTaskTable, 'owner_type' | 'owner_id' | 'employee_id'>

/** The accounts of the tenant that hold a staff member's record (their sign-in). */
async function accountsOf(db: Db, tenantId: number, employeeIds: number[]): Promise<Map<number, number[]>> {
  const rows = employeeIds.length
    ? await db
        .selectFrom('app_user')
        .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
        .select(['app_user.id', 'app_user.employee_id'])
        .where('user_tenant.tenant_id', '=', tenantId)
        .where('app_user.employee_id', 'in', employeeIds)
        .execute()
    : []
  const byEmployee = new Map<number, number[]>()
  for (const row of rows) byEmployee.set(row.employee_id!, [...(byEmployee.get(row.employee_id!) ?? []), row.id])
  return byEmployee
}

/**
 * The accounts that own each task, by task index: a role's members in the tenant, the named account, the hire's line
 * manager's accounts, or the hire's own (none until their account is opened).
 */
export async function ownerAccounts(db: Db, tenantId: number, tasks: Owned[]): Promise<number[][]> {
  const roleIds = [...new Set(tasks.filter((t) => t.owner_type === 'role').map((t) => t.owner_id!))]
  const members = roleIds.length
    ? await db
        .selectFrom('user_role')
        .innerJoin('role', 'role.id', 'user_role.role_id')
        .innerJoin('user_tenant', (join) =>
          join.onRef('user_tenant.user_id', '=', 'user_role.user_id').on('user_tenant.tenant_id', '=', tenantId),
        )
        .select(['user_role.user_id', 'user_role.role_id'])
        .where('role.tenant_id', '=', tenantId)
        .where('role.id', 'in', roleIds)
        .execute()
    : []
  const hireIds = [...new Set(tasks.map((t) => t.employee_id))]
  const managers = await db
    .selectFrom('employee')
    .select(['id', 'manager_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', hireIds.length ? hireIds : [0])
    .execute()
  const managerOf = new Map(managers.map((m) => [m.id, m.manager_id ?? null]))
  const people = [...hireIds, ...managers.flatMap((m) => (m.manager_id ? [m.manager_id] : []))]
  const accounts = await accountsOf(db, tenantId, people)
  return tasks.map((task) => {
    if (task.owner_type === 'role') return members.filter((m) => m.role_id === task.owner_id).map((m) => m.user_id)
    if (task.owner_type === 'user') return task.owner_id ? [task.owner_id] : []
    if (task.owner_type === 'hire') return accounts.get(task.employee_id) ?? []
    const manager = managerOf.get(task.employee_id)
    return manager ? (accounts.get(manager) ?? []) : []
  })
}

/** Whether the caller owns a task (they may mark it done). */
export async function ownsTask(db: Db, auth: Auth, task: Owned): Promise<boolean> {
  const [owners] = await ownerAccounts(db, auth.session.tenant_id, [task])
  return owners.includes(auth.user.id)
}
