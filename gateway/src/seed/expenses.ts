import { randomUUID } from 'node:crypto'
import type { Db } from '../core/db/types'
import { ensureCategories, EXPENSE_FUNCTIONS } from '../services/expenses'

const DAY_MS = 86_400_000

/** Tenant 1's limits: meals a day, accommodation a night (more for grade P7), entertainment a line, phone a month. */
const LIMITS = [
  { category_code: 'meals', period: 'day', amount_fen: 20_000, grade: null, action: 'warn' },
  { category_code: 'accommodation', period: 'day', amount_fen: 50_000, grade: null, action: 'warn' },
  { category_code: 'accommodation', period: 'day', amount_fen: 80_000, grade: 'P7', action: 'warn' },
  { category_code: 'entertainment', period: 'line', amount_fen: 200_000, grade: null, action: 'refuse' },
  { category_code: 'communication', period: 'month', amount_fen: 30_000, grade: null, action: 'refuse' },
] as const

/**
 * Expenses in the demo tenant: everyone's own claims (Staff, Manager), finance's settings, payment and reports (HR
 * Manager), the default categories with a few limits, and two drafts of the `staff` account: a trip ready to submit
 * and office supplies.
 */
export async function seedExpenses(db: Db, now: number): Promise<void> {
  const roles = await db
    .selectFrom('role')
    .select(['id', 'name_en'])
    .where('tenant_id', '=', 1)
    .where('name_en', 'in', ['HR Manager', 'Manager', 'Staff'])
    .execute()
  for (const role of roles) {
    const ids =
      role.name_en === 'HR Manager'
        ? Object.values(EXPENSE_FUNCTIONS)
        : [EXPENSE_FUNCTIONS.mine, EXPENSE_FUNCTIONS.advances]
    await db
      .insertInto('role_function')
      .values(ids.map((function_id) => ({ role_id: role.id, function_id })))
      .execute()
  }
  await ensureCategories(db, 1)
  await db
    .insertInto('expense_limit')
    .values(LIMITS.map((limit, index) => ({ tenant_id: 1, id: index + 1, position_id: null, ...limit })))
    .execute()
  const staff = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select(['app_user.id', 'employee.id as employee_id', 'employee.organ_id'])
    .where('app_user.user_name', '=', 'staff')
    .where('employee.tenant_id', '=', 1)
    .executeTakeFirst()
  if (!staff) return
  const day = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10)
  const draft = async (title: string, lines: Array<[string, number, string]>) => {
    const id = randomUUID()
    const total = lines.reduce((sum, [, fen]) => sum + fen, 0)
    await db
      .insertInto('expense_claim')
      .values({
        tenant_id: 1,
        id,
        user_id: staff.id,
        employee_id: staff.employee_id,
        organ_id: staff.organ_id,
        title,
        status: 'draft',
        total_fen: total,
        advance_id: null,
        advance_settled_fen: 0,
        warnings: 0,
        instance_id: null,
        payment_way: null,
        payroll_month: null,
        payroll_run_id: null,
        bank_batch_id: null,
        paid_at: null,
        submitted_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db
      .insertInto('expense_line')
      .values(
        lines.map(([code, fen, description], index) => ({
          tenant_id: 1,
          id: randomUUID(),
          claim_id: id,
          seq: index + 1,
          day: day(10 - index),
          category_code: code,
          amount_fen: fen,
          description,
          project: '',
        })),
      )
      .execute()
  }
  // Drafts only: a request already waiting would sit in the line manager's queue, which the other approvals' tests count.
  await draft('上海客户拜访差旅', [
    ['travel', 86_000, '高铁 北京—上海 往返'],
    ['accommodation', 45_000, '酒店一晚'],
    ['meals', 15_000, '出差餐费'],
  ])
  await draft('办公用品', [['office', 12_850, '笔记本、签字笔']])
}
