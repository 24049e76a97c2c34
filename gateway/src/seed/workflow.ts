import { hashPassword } from '../core/auth/password'
import type { Db } from '../core/db/types'
import { RENEWAL_BIZ_TYPE, TERMINATION_BIZ_TYPE } from '../services/contract'
import { saveDefinition } from '../services/workflow'
import { seedReportingLines } from './reporting-lines'
import { insertFixtureRows } from '../services/personnel'

/** The demo line manager of `staff`: approves leave in the approval centre. */
export const MANAGER_ACCOUNT = { userName: 'manager', password: 'Manager@12345' } as const

/** The role of line managers: the organisation, their team's staff (data range 'team', seed/perms.ts) and approvals. */
export const MANAGER_FUNCTIONS = [
  '1001',
  // The people org chart of their team.
  '1108',
  '1002',
  '100201',
  '7001',
  '700101',
  '700102',
  '8001',
  '800101',
  // Their team's shift table (edit) and leave table, shift swaps; their own overtime.
  '8002',
  '800102',
  '8003',
  '800103',
  '8104',
  '8010',
  // Clock-in, their own attendance and their team's.
  '8004',
  '8005',
  '8006',
  // Their team's leave calendar.
  '8014',
  // Their team's employment contracts, read only.
  '1104',
  // Moves of their direct reports (services/personnel/moves).
  '1106',
  // The AI assistant.
  '9001',
]

/**
 * Reporting lines of both demo tenants, the account `manager` (the line manager of `staff` in tenant 1) with the role
 * Manager, and tenant 1's leave workflow: the line manager, then HR Manager when the leave is longer than 3 days; its
 * overtime workflow: the line manager; its contract renewal and termination workflows: HR Manager.
 */
export async function seedWorkflow(db: Db, now: number): Promise<void> {
  await seedReportingLines(db, 1)
  await seedReportingLines(db, 2)
  const staff = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.manager_id')
    .where('app_user.user_name', '=', 'staff')
    .executeTakeFirst()
  const managerEmployee = staff?.manager_id
  if (managerEmployee == null) return
  const employee = await db
    .selectFrom('employee')
    .select(['name', 'phone', 'email'])
    .where('id', '=', managerEmployee)
    .executeTakeFirstOrThrow()
  const [users, roles] = await Promise.all([
    db
      .selectFrom('app_user')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst(),
    db
      .selectFrom('role')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst(),
  ])
  const userId = Number(users?.id ?? 0) + 1
  const roleId = Number(roles?.id ?? 0) + 1
  const { hash, salt } = await hashPassword(MANAGER_ACCOUNT.password)
  await insertFixtureRows(db, 'app_user', [
    {
      id: userId,
      user_name: MANAGER_ACCOUNT.userName,
      real_name: employee.name,
      password_hash: hash,
      password_salt: salt,
      phone: employee.phone,
      email: employee.email,
      tenant_id: 1,
      company_id: 1,
      employee_id: managerEmployee,
      is_super: 0,
      perm_version: 1,
      head_url: '',
    },
  ])
  await insertFixtureRows(db, 'user_tenant', [{ user_id: userId, tenant_id: 1 }])
  await db
    .insertInto('role')
    .values({
      id: roleId,
      tenant_id: 1,
      name: '经理',
      name_en: 'Manager',
      description: 'Line managers: their team and its approvals',
    })
    .execute()
  await db
    .insertInto('role_function')
    .values(MANAGER_FUNCTIONS.map((function_id) => ({ role_id: roleId, function_id })))
    .execute()
  await insertFixtureRows(db, 'user_role', [{ user_id: userId, role_id: roleId }])

  const hrRole = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name_en', '=', 'HR Manager')
    .executeTakeFirst()
  await saveDefinition(
    db,
    1,
    {
      bizType: 'leave',
      name: '请假审批',
      steps: [
        { nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager', level: 1 } },
        ...(hrRole
          ? [
              {
                nameZh: '人事审批',
                nameEn: 'HR Manager',
                approver: { type: 'role' as const, roleId: hrRole.id },
                minAmount: 3,
              },
            ]
          : []),
      ],
    },
    now,
  )
  // Contract renewals and terminations: the employee's line manager first (the request's own step), then HR Manager
  // (someone other than the HR person who asked; skipped when there is no one else).
  if (hrRole) {
    const hrStep = [
      { nameZh: '人事审批', nameEn: 'HR Manager', approver: { type: 'role' as const, roleId: hrRole.id } },
    ]
    await saveDefinition(db, 1, { bizType: RENEWAL_BIZ_TYPE, name: '合同续签审批', steps: hrStep }, now)
    await saveDefinition(db, 1, { bizType: TERMINATION_BIZ_TYPE, name: '合同终止审批', steps: hrStep }, now)
  }
  await saveDefinition(
    db,
    1,
    {
      bizType: 'overtime',
      name: '加班审批',
      steps: [{ nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager', level: 1 } }],
    },
    now,
  )
}
