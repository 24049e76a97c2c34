import type { Db } from '../../core/db/types'
import type { ShiftSwapTable } from './tables'

/** The staff record of an account in the tenant, or null. */
export async function employeeOfAccount(db: Db, tenantId: number, userId: number): Promise<number | null> {
  const row = await db.selectFrom('app_user').innerJoin('employee', 'employee.id', 'app_user.employee_id').select('employee.id')
    .where('app_user.id', '=', userId).where('employee.tenant_id', '=', tenantId).where('employee.status', '=', 1).executeTakeFirst()
  return row?.id ?? null
}

/** The account (a member of the tenant) of a staff record on the job, or null. */
export async function accountOfEmployee(db: Db, tenantId: number, employeeId: number): Promise<number | null> {
  const row = await db.selectFrom('app_user')
    .innerJoin('user_tenant', (join) => join.onRef('user_tenant.user_id', '=', 'app_user.id').on('user_tenant.tenant_id', '=', tenantId))
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('app_user.id').where('employee.tenant_id', '=', tenantId).where('employee.id', '=', employeeId).where('employee.status', '=', 1)
    .orderBy('app_user.id').executeTakeFirst()
  return row?.id ?? null
}

export const swapOf = (db: Db, tenantId: number, id: string): Promise<ShiftSwapTable | undefined> =>
  db.selectFrom('shift_swap').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

/**
 * Exchanges the two people's roster rows on the swap's days (one day, or both when they differ): each takes the
 * other's shift or rest, written as explicit rows.
 */
export async function exchangeRosters(db: Db, swap: ShiftSwapTable): Promise<void> {
  const people = [swap.employee_id, swap.other_employee_id]
  for (const day of [...new Set([swap.day, swap.other_day])]) {
    const rows = await db.selectFrom('shift_roster').select(['employee_id', 'shift_id']).where('tenant_id', '=', swap.tenant_id)
      .where('employee_id', 'in', people).where('day', '=', day).execute()
    const shiftOf = (employeeId: number) => rows.find((r) => r.employee_id === employeeId)?.shift_id ?? null
    const [mine, theirs] = [shiftOf(swap.employee_id), shiftOf(swap.other_employee_id)]
    await db.deleteFrom('shift_roster').where('tenant_id', '=', swap.tenant_id).where('employee_id', 'in', people).where('day', '=', day).execute()
    await db.insertInto('shift_roster').values([
      { tenant_id: swap.tenant_id, employee_id: swap.employee_id, day, shift_id: theirs },
      { tenant_id: swap.tenant_id, employee_id: swap.other_employee_id, day, shift_id: mine },
    ]).execute()
  }
}

/** How a swap reads in its workflow request. */
export const swapDescription = (swap: { day: string; other_day: string; reason: string }, names: { mine: string; theirs: string }) => ({
  amount: 0,
  title: `换班 / Shift swap · ${swap.day} ⇄ ${swap.other_day}`,
  summary: `${names.mine} ${swap.day} ⇄ ${names.theirs} ${swap.other_day}: ${swap.reason}`.slice(0, 1000),
})

export async function namesOf(db: Db, tenantId: number, swap: { employee_id: number; other_employee_id: number }): Promise<{ mine: string; theirs: string }> {
  const rows = await db.selectFrom('employee').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', [swap.employee_id, swap.other_employee_id]).execute()
  return { mine: rows.find((r) => r.id === swap.employee_id)?.name ?? '', theirs: rows.find((r) => r.id === swap.other_employee_id)?.name ?? '' }
}
