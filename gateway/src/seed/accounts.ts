import { hashPassword } from '../core/auth/password'
import type { Db } from '../core/db/types'
import { insertFixtureRows } from '../services/personnel'

/** The demo accounts printed at start; admin and staff are part of the product's contract. */
export const demoAccounts = [
  { userName: 'admin', password: 'Admin@12345', note: 'super administrator, both tenants' },
  {
    userName: 'staff',
    password: 'Staff@12345',
    note: 'role Staff: organisation, staff list, clock-in, My leave, overtime, own requests, My payslips, My tax deductions, My training and exams, My performance, AI assistant, tour shop',
  },
  {
    userName: 'hr',
    password: 'Hr@123456789',
    note: 'role HR Manager: system and BI menus, attendance and scheduling, payroll and income tax, recruitment, training and exams, performance reviews, master data (dictionaries), outsourcing, the supplier and tour shop apps',
  },
  {
    userName: 'operator',
    password: 'Operator@12345',
    note: 'platform operator: super login (e-mail code) to any tenant',
  },
  {
    userName: 'manager',
    password: 'Manager@12345',
    note: 'role Manager: line manager of staff, approves in the approval centre (seed/workflow.ts), team reviews, a demo interview',
  },
  {
    userName: 'worker',
    password: 'Worker@12345',
    note: 'outsourced worker (not staff; seed/outsourcing.ts): clock-in and My attendance only',
  },
] as const

/** The demo roles of tenant 1, named in Chinese (`name`) and English (`nameEn`); other seeds find them by English name. */
const roles = [
  {
    id: 1,
    name: '人事经理',
    nameEn: 'HR Manager',
    description: 'Maintains staff, roles and reports',
    functions: [
      '1001',
      '1002',
      '100201',
      '100202',
      '100203',
      '1003',
      '100301',
      '4001',
      '100001',
      // Role data ranges and field permissions, custom forms.
      '100302',
      '100303',
      '1030',
      '103001',
      '103002',
      // The approval centre (approve, remind) and workflow definitions.
      '7001',
      '700101',
      '700102',
      '7002',
      '700201',
      // Their own leave, the shift table (edit) and the leave table, supplementary maternity leave.
      '8001',
      '800101',
      '8002',
      '800102',
      '8003',
      '800103',
      // Overtime, and how long time off in lieu lasts; the leave types; the leave balances and adjusting them.
      '8010',
      '801001',
      '8011',
      '8012',
      '801201',
      // Blackout periods and the team leave calendar (any department).
      '8013',
      '8014',
      // Attendance: clock-in, my attendance, the department results, the monthly summary (lock, export), punch import.
      '8004',
      '8005',
      '8007',
      '8008',
      '800801',
      '800802',
      '8009',
      // Scheduling: work calendars, shift types and attendance groups (edit), shift swaps.
      '8101',
      '810101',
      '8102',
      '810201',
      '8103',
      '810301',
      '8104',
      // Employee records (edit, onboard, offboard) and left staff (services/personnel/records).
      '1101',
      '110101',
      '110102',
      '110103',
      '1102',
      // Leaving: resignations and terminations, their offboarding, settlement and certificate (services/personnel/leaving).
      '1107',
      // Onboarding checklists: templates and every hire's tasks (services/personnel/onboarding).
      '1105',
      // The people org chart (services/personnel/org-chart).
      '1108',
      // Self-service settings: the fields open to staff's change requests, certificate templates (services/personnel).
      '1109',
      // Moves: transfers, promotions, position and salary changes, and probation reviews (services/personnel/moves).
      '1106',
      '110601',
      // Employment contracts: the list and managing them (services/contract).
      '1104',
      '110401',
      // Batch modify and resetting two-step verification on the staff list.
      '100204',
      '100205',
      // Organisation editing, post categories, posts and positions (services/personnel/org).
      '100101',
      '100102',
      '100103',
      '100104',
      '1006',
      '100601',
      '100602',
      '100603',
      // The AI assistant.
      '9001',
      // Income tax: monthly withholding (export the filing) and the annual summary (services/tax).
      '8301',
      '830101',
      '8302',
      // Social insurance and housing fund: schemes and employees' bases (edit both; services/insurance).
      '8211',
      '821101',
      '8212',
      '821201',
      // Payslips: the receipts (answer questions), the bank file of a run, the payroll cost report.
      '8222',
      '822201',
      '820404',
      '4004',
    ],
  },
  {
    id: 2,
    name: '员工',
    nameEn: 'Staff',
    description: 'Reads the organisation and the staff list',
    // The approval centre (their own requests) and reminding their approvers.
    // Their own leave (request, recall, cancel leave) and shift swaps.
    // The AI assistant.
    // Clock-in, their own attendance, shift swaps, overtime.
    functions: [
      '1001',
      '1002',
      '100201',
      // The people org chart (everyone in their data range).
      '1108',
      '7001',
      '700102',
      '8001',
      '800101',
      '800103',
      '8004',
      '8005',
      '8010',
      '8104',
      '9001',
    ],
  },
  { id: 3, name: '报表查看员', nameEn: 'Report viewer', description: 'Reads BI reports', functions: ['4001'] },
]

/** Phone and e-mail of the demo accounts that are not staff records. */
const OWN_CONTACTS: Record<string, { phone: string; email: string }> = {
  admin: { phone: '13800000000', email: 'admin@demo-co.example' },
  operator: { phone: '13800000001', email: 'operator@demo-co.example' },
}

export async function seedAccounts(db: Db): Promise<void> {
  const users = [
    { id: 1, user_name: 'admin', real_name: '系统管理员', employee_id: null, is_super: 1, tenants: [1, 2] },
    { id: 2, user_name: 'staff', real_name: '', employee_id: 12, is_super: 0, tenants: [1] },
    { id: 3, user_name: 'hr', real_name: '', employee_id: 40, is_super: 0, tenants: [1, 2] },
    { id: 4, user_name: 'operator', real_name: '平台运维', employee_id: null, is_super: 1, tenants: [1] },
  ]
  for (const [index, user] of users.entries()) {
    const employee = user.employee_id
      ? await db
          .selectFrom('employee')
          .select(['name', 'phone', 'email'])
          .where('id', '=', user.employee_id)
          .executeTakeFirstOrThrow()
      : { name: user.real_name, phone: OWN_CONTACTS[user.user_name].phone, email: OWN_CONTACTS[user.user_name].email }
    const { hash, salt } = await hashPassword(demoAccounts[index].password)
    await insertFixtureRows(db, 'app_user', [
      {
        id: user.id,
        user_name: user.user_name,
        real_name: employee.name,
        password_hash: hash,
        password_salt: salt,
        phone: employee.phone,
        email: employee.email,
        tenant_id: 1,
        company_id: 1,
        employee_id: user.employee_id,
        is_super: user.is_super,
        perm_version: 1,
        head_url: '',
      },
    ])
    await insertFixtureRows(
      db,
      'user_tenant',
      user.tenants.map((tenant_id) => ({ user_id: user.id, tenant_id })),
    )
  }
  for (const role of roles) {
    await db
      .insertInto('role')
      .values({ id: role.id, tenant_id: 1, name: role.name, name_en: role.nameEn, description: role.description })
      .execute()
    await db
      .insertInto('role_function')
      .values(role.functions.map((function_id) => ({ role_id: role.id, function_id })))
      .execute()
  }
  // The operator signs in to any tenant by super login (services/accounts/super-login).
  await db.insertInto('platform_operator').values({ user_id: 4, created_at: 0 }).execute()
  await insertFixtureRows(db, 'user_role', [
    { user_id: 2, role_id: 2 },
    { user_id: 3, role_id: 1 },
  ])
}
