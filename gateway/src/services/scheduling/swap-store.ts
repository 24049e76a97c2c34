import type { Db } from '../../core/db/types'
import { message, titled } from '../../core/message-text'
import { groupOf, planContext } from './plan-context'
import { plansOf } from './plans'
import type { ShiftSwapTable } from './tables'

/** The staff record of an account in the tenant, or null. */
export async function employeeOfAccount(db: Db, tenantId: number, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.id')
    .where('app_user.id', '=', userId)
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', 1)
    .executeTakeFirst()
  return row?.id ?? null
}

/** The account (a member of the tenant) of a staff record on the job, or null. */
export async function accountOfEmployee(db: Db, tenantId: number, employeeId: number): Promise<number | null> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('user_tenant', (join) =>
      join.onRef('user_tenant.user_id', '=', 'app_user.id').on('user_tenant.tenant_id', '=', tenantId),
    )
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('app_user.id')
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.id', '=', employeeId)
    .where('employee.status', '=', 1)
    .orderBy('app_user.id')
    .executeTakeFirst()
  return row?.id ?? null
}

export const swapOf = (db: Db, tenantId: number, id: string): Promise<ShiftSwapTable | undefined> =>
  db.selectFrom('shift_swap').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

/**
 * Exchanges the two people's shifts on the swap's days (one day, or both when they differ): each takes the other's
 * planned shift or rest of that day, written as explicit rows: the roster's for a person in a roster group, an
 * override of the week pattern for a person in a fixed group.
 */
export async function exchangeShifts(db: Db, swap: ShiftSwapTable): Promise<void> {
  const tenantId = swap.tenant_id
  const people = [swap.employee_id, swap.other_employee_id]
  const days = [...new Set([swap.day, swap.other_day])].sort()
  const [plans, context, staff] = await Promise.all([
    plansOf(db, tenantId, people, days[0], days[days.length - 1]),
    planContext(db, tenantId, days[0], days[days.length - 1]),
    db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', people)
      .execute(),
  ])
  const memo = new Map<number, number | null>()
  const modeOf = new Map(
    staff.map((person) => [person.id, groupOf(context, person.id, person.organ_id, memo)?.mode ?? null]),
  )
  const shiftOn = (employeeId: number, day: string) =>
    plans.get(employeeId)?.find((plan) => plan.day === day)?.shift?.id ?? null
  for (const day of days) {
    const [mine, theirs] = [shiftOn(swap.employee_id, day), shiftOn(swap.other_employee_id, day)]
    for (const [employeeId, shiftId] of [
      [swap.employee_id, theirs],
      [swap.other_employee_id, mine],
    ] as const) {
      if (modeOf.get(employeeId) === 'fixed') {
        await db
          .deleteFrom('shift_override')
          .where('tenant_id', '=', tenantId)
          .where('employee_id', '=', employeeId)
          .where('day', '=', day)
          .execute()
        await db
          .insertInto('shift_override')
          .values({ tenant_id: tenantId, employee_id: employeeId, day, shift_id: shiftId, swap_id: swap.id })
          .execute()
      } else {
        await db
          .deleteFrom('shift_roster')
          .where('tenant_id', '=', tenantId)
          .where('employee_id', '=', employeeId)
          .where('day', '=', day)
          .execute()
        await db
          .insertInto('shift_roster')
          .values({ tenant_id: tenantId, employee_id: employeeId, day, shift_id: shiftId })
          .execute()
      }
    }
  }
}

/** How a swap reads in its workflow request. */
export const swapDescription = (
  swap: { day: string; other_day: string; reason: string },
  names: { mine: string; theirs: string },
) => ({
  amount: 0,
  ...titled(message('shiftSwap.request', { day: swap.day, otherDay: swap.other_day })),
  summary: `${names.mine} ${swap.day} ⇄ ${names.theirs} ${swap.other_day}: ${swap.reason}`.slice(0, 1000),
})

export async function namesOf(
  db: Db,
  tenantId: number,
  swap: { employee_id: number; other_employee_id: number },
): Promise<{ mine: string; theirs: string }> {
  const rows = await db
    .selectFrom('employee')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [swap.employee_id, swap.other_employee_id])
    .execute()
  return {
    mine: rows.find((r) => r.id === swap.employee_id)?.name ?? '',
    theirs: rows.find((r) => r.id === swap.other_employee_id)?.name ?? '',
  }
}
