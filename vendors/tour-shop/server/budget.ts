import type { Db } from './db'
import { minusMoney, sumMoney } from './money'

/** A user's welfare budget of one year: `total` per employee (null when the tenant set none), used by pending and approved bookings. */
export interface BudgetView {
  year: number
  total: string | null
  used: string
  left: string
}

export function setBudget(db: Db, tenantId: number, year: number, perEmployee: string): void {
  db.prepare(`INSERT INTO budget (tenant_id, year, per_employee) VALUES (?, ?, ?)
    ON CONFLICT (tenant_id, year) DO UPDATE SET per_employee = excluded.per_employee`).run(tenantId, year, perEmployee)
}

/** The tenant's budgets per employee, by year. */
export function budgetsOf(db: Db, tenantId: number): Array<{ year: number; perEmployee: string }> {
  return (
    db.prepare('SELECT year, per_employee FROM budget WHERE tenant_id = ? ORDER BY year DESC').all(tenantId) as Array<{
      year: number
      per_employee: string
    }>
  ).map((row) => ({ year: row.year, perEmployee: row.per_employee }))
}

/** What is left of `userId`'s budget in `year`: budget − pending and approved bookings charged to that year. */
export function budgetOf(db: Db, tenantId: number, userId: string, year: number): BudgetView {
  const row = db.prepare('SELECT per_employee FROM budget WHERE tenant_id = ? AND year = ?').get(tenantId, year) as
    | { per_employee: string }
    | undefined
  const amounts = (
    db
      .prepare(
        `SELECT amount FROM booking WHERE tenant_id = ? AND user_id = ? AND budget_year = ? AND state IN ('pending', 'approved')`,
      )
      .all(tenantId, userId, year) as Array<{ amount: string }>
  ).map((b) => b.amount)
  const used = sumMoney(amounts)
  const total = row?.per_employee ?? null
  return { year, total, used, left: minusMoney(total ?? '0', used) }
}
