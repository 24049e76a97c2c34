import type { Db } from '../core/db/types'
import { SALARY_FUNCTIONS, SALARY_RUN_BIZ_TYPE, type SalaryItemTable } from '../services/payroll'
import { saveDefinition } from '../services/workflow'

type Item = Omit<SalaryItemTable, 'tenant_id' | 'id' | 'sort'>
const item = (
  code: string,
  zh: string,
  en: string,
  kind: Item['kind'],
  source: Item['source'],
  formula = '',
  more: Partial<Item> = {},
): Item => ({
  code,
  name_zh: zh,
  name_en: en,
  kind,
  source,
  formula,
  taxable: 1,
  annual_bonus: 0,
  on_payslip: 1,
  ...more,
})

/** Tenant 1's salary items: fixed pay from the profiles, monthly inputs, formulas over attendance, an employer cost. */
const ITEMS: Item[] = [
  item('base', '基本工资', 'Base pay', 'earning', 'fixed'),
  item('meal', '餐费补贴', 'Meal allowance', 'earning', 'fixed'),
  item('transport', '交通补贴', 'Transport allowance', 'earning', 'fixed'),
  // Overtime by the class of the day worked (hourly wage = base ÷ 21.75 ÷ 8; the tenant's rates, 150 / 200 / 300 %).
  item(
    'overtimePay',
    '工作日加班费',
    'Overtime pay (working days)',
    'earning',
    'formula',
    'hourlyWage * overtimeWorkdayHours * overtimeWorkdayRate',
  ),
  item(
    'overtimeRestDay',
    '休息日加班费',
    'Overtime pay (rest days)',
    'earning',
    'formula',
    'hourlyWage * overtimeRestDayHours * overtimeRestDayRate',
  ),
  item(
    'overtimeHoliday',
    '法定节假日加班费',
    'Overtime pay (statutory holidays)',
    'earning',
    'formula',
    'hourlyWage * overtimeHolidayHours * overtimeHolidayRate',
  ),
  item('bonus', '绩效奖金', 'Performance bonus', 'earning', 'input'),
  item('annualBonus', '年终奖', 'Annual bonus', 'earning', 'input', '', { annual_bonus: 1 }),
  item('unpaidLeave', '事假扣款', 'Unpaid leave deduction', 'deduction', 'formula', 'base / 21.75 * unpaidLeaveDays'),
  item('lateDeduction', '迟到扣款', 'Lateness deduction', 'deduction', 'formula', 'max(0, lateCount - 3) * 50'),
  item('otherDeduction', '其他扣款', 'Other deductions', 'deduction', 'input'),
  item('training', '职工教育经费', 'Staff training fund', 'employer', 'formula', 'base * 0.015', {
    taxable: 0,
    on_payslip: 0,
  }), // Untaken annual leave paid out in the month (a leaver's): daily wage (base ÷ 21.75) × days × the tenant's rate (200 %
  // on top of the month's wage by default). Last, so the items before it keep their ids.
  item(
    'leavePayout',
    '未休年假工资',
    'Untaken annual leave pay',
    'earning',
    'formula',
    'dailyWage * leavePayoutDays * leavePayoutRate',
  ),
  // Expense claims paid through payroll, not taxable income, and advances' remainders deducted after tax
  // (services/expenses fills both; migration 164). Last, so the items before them keep their ids.
  item('expenseReimbursement', '费用报销', 'Expense reimbursement', 'earning', 'input', '', { taxable: 0 }),
  item('expenseAdvanceDeduction', '借款扣回', 'Advance repaid', 'deduction', 'input', '', { taxable: 0 }),
]

/** Monthly base pay by salary grade of the employee record (P3–P9). */
const BASE_BY_GRADE: Record<string, number> = {
  P3: 6000,
  P4: 8000,
  P5: 10000,
  P6: 13000,
  P7: 17000,
  P8: 22000,
  P9: 28000,
}

/** Payroll's own functions, granted to HR Manager (the demo `hr` account). */
const HR_FUNCTIONS = Object.values(SALARY_FUNCTIONS)

/** The month the demo profiles are in force from. */
const PROFILE_MONTH = '2024-01'

/**
 * Demo payroll of tenant 1: the salary items, one salary group paying the whole company on the 10th, a profile for
 * every employee on the job and every one who left this year (seedProfiles), the payroll functions for HR Manager and the run's approval by the Manager role.
 */
export async function seedSalary(db: Db, now: number): Promise<void> {
  await db
    .insertInto('salary_item')
    .values(ITEMS.map((one, index) => ({ tenant_id: 1, id: index + 1, sort: index + 1, ...one })))
    .execute()
  const top = await db
    .selectFrom('organ')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('parent_id', 'is', null)
    .orderBy('id')
    .executeTakeFirst()
  if (top) {
    await db
      .insertInto('salary_group')
      .values({ tenant_id: 1, id: 1, name: '全公司', pay_day: 10, updated_at: now })
      .execute()
    await db
      .insertInto('salary_group_member')
      .values({ tenant_id: 1, group_id: 1, organ_id: top.id, employee_id: null })
      .execute()
    await db
      .insertInto('salary_group_item')
      .values(ITEMS.map((_, index) => ({ tenant_id: 1, group_id: 1, item_id: index + 1 })))
      .execute()
  }
  await seedProfiles(db, now)

  const roles = await db
    .selectFrom('role')
    .select(['id', 'name_en'])
    .where('tenant_id', '=', 1)
    .where('name_en', 'in', ['HR Manager', 'Manager'])
    .execute()
  const hr = roles.find((role) => role.name_en === 'HR Manager')
  if (hr)
    await db
      .insertInto('role_function')
      .values(HR_FUNCTIONS.map((function_id) => ({ role_id: hr.id, function_id })))
      .execute()
  const manager = roles.find((role) => role.name_en === 'Manager')
  if (manager) {
    await saveDefinition(
      db,
      1,
      {
        bizType: SALARY_RUN_BIZ_TYPE,
        name: '薪资审批',
        steps: [{ nameZh: '经理审批', nameEn: 'Manager approval', approver: { type: 'role', roleId: manager.id } }],
      },
      now,
    )
  }
}

/**
 * A salary profile from PROFILE_MONTH for every employee of tenant 1 on the job and every one who left in the year of
 * `now` (a run of a month they worked pays them): base pay from the salary grade, meal and transport allowances, a bank
 * account and the department as cost centre, each derived from the person's id.
 */
export async function seedProfiles(db: Db, now: number): Promise<void> {
  const staff = await db
    .selectFrom('employee')
    .leftJoin('employee_profile', 'employee_profile.employee_id', 'employee.id')
    .select(['employee.id', 'employee.organ_id', 'employee_profile.salary_grade'])
    .where('employee.tenant_id', '=', 1)
    // The staff on the job, and those who left this year: a run of a month they worked pays them.
    .where((eb) =>
      eb.or([
        eb('employee.status', '=', 1),
        eb('employee.leave_date', '>=', Date.UTC(new Date(now).getUTCFullYear(), 0, 1)),
      ]),
    )
    .orderBy('employee.id')
    .execute()
  const rows = staff.map((person) => ({
    tenant_id: 1,
    employee_id: person.id,
    effective_month: PROFILE_MONTH,
    base_fen: (BASE_BY_GRADE[person.salary_grade ?? ''] ?? 6000) * 100,
    allowances: JSON.stringify({ meal: '300.00', transport: person.id % 3 === 0 ? '500.00' : '200.00' }),
    bank_name: '招商银行',
    bank_account: `6225880${String(100000000 + person.id * 7919).slice(-9)}`,
    cost_centre: `CC${person.organ_id}`,
    reason: '',
    changed_by: 1,
    changed_at: now,
  }))
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('salary_profile')
      .values(rows.slice(start, start + 500))
      .execute()
}
