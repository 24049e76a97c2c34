import type { Db } from '../../core/db/types'
import { inScope, staffScopeOf } from '../access'
import { queueNotification } from '../notify'
import { addDays, dayOf, daysBetween } from './dates'
import { CONTRACT_FUNCTIONS } from './functions'

/**
 * The days before a contract's end when HR and the employee's manager are reminded, farthest first. Contracts are the
 * only source of these reminders (the employee record sends none).
 */
export const REMINDER_DAYS = [30] as const

/**
 * The day's contract work at `now`: active contracts whose end has passed become expired; for each active contract
 * ending within 30 days, one reminder to the tenant's accounts that manage contracts (110401) with the
 * employee in their data range, and to the employee's line manager's account. Each reminder's event key names the
 * contract, its end and the threshold, and the outbox keeps each key once (a unique key in the database), so runs
 * again later, after a restart or in another process, add nothing. Answers the rows the outbox took and the contracts expired.
 */
export async function runContractDay(
  ctx: { db: Db; now: () => number },
  now = ctx.now(),
): Promise<{ queued: number; expired: number }> {
  const today = dayOf(now)
  const expired = await ctx.db
    .updateTable('employment_contract')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'active')
    .where('end_date', 'is not', null)
    .where('end_date', '<', today)
    .executeTakeFirst()
  const ending = await ctx.db
    .selectFrom('employment_contract')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.id', '=', 'employment_contract.employee_id')
        .onRef('employee.tenant_id', '=', 'employment_contract.tenant_id'),
    )
    .select([
      'employment_contract.tenant_id',
      'employment_contract.id',
      'employment_contract.end_date',
      'employee.id as employeeId',
      'employee.organ_id',
      'employee.name',
      'employee.manager_id',
    ])
    .where('employment_contract.status', '=', 'active')
    // A contract decided not to be renewed needs no more reminders.
    .where('employment_contract.terminated_on', 'is', null)
    .where('employment_contract.end_date', '>=', today)
    .where('employment_contract.end_date', '<=', addDays(today, REMINDER_DAYS[0]))
    .execute()
  const keepers = new Map<number, number[]>()
  let queued = 0
  for (const contract of ending) {
    const days = daysBetween(today, contract.end_date!)
    const threshold = [...REMINDER_DAYS].reverse().find((limit) => days <= limit)!
    if (!keepers.has(contract.tenant_id))
      keepers.set(contract.tenant_id, await contractKeepers(ctx.db, contract.tenant_id))
    const hr: number[] = []
    for (const userId of keepers.get(contract.tenant_id)!) {
      const scope = await staffScopeOf(ctx, { tenant_id: contract.tenant_id, user_id: userId })
      if (inScope(scope, { id: contract.employeeId, organ_id: contract.organ_id })) hr.push(userId)
    }
    const managers =
      contract.manager_id == null
        ? []
        : await ctx.db
            .selectFrom('app_user')
            .select('id')
            .where('employee_id', '=', contract.manager_id)
            .where('tenant_id', '=', contract.tenant_id)
            .execute()
    const notice = {
      tenantId: contract.tenant_id,
      kind: 'contractExpiry' as const,
      params: { name: contract.name, date: contract.end_date!, days },
      link: `/portal/personnel/contracts/${contract.id}`,
      eventKey: `contract:${contract.id}:${contract.end_date}:${threshold}d`,
    }
    // Checked again when each is sent: HR must still manage contracts with the employee in range, the manager still
    // be the employee's line manager, and both still be employed.
    queued += await queueNotification(ctx, {
      ...notice,
      userIds: hr,
      need: { functionId: CONTRACT_FUNCTIONS.manage, staff: [contract.employeeId] },
    })
    queued += await queueNotification(ctx, {
      ...notice,
      userIds: managers.map((m) => m.id),
      need: { managerOf: contract.employeeId },
    })
  }
  return { queued, expired: Number(expired.numUpdatedRows ?? 0) }
}

/** The tenant's accounts that manage contracts (a role of the tenant granting 110401). */
async function contractKeepers(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('role')
    .innerJoin('user_role', 'user_role.role_id', 'role.id')
    .innerJoin('role_function', 'role_function.role_id', 'role.id')
    .select('user_role.user_id')
    .distinct()
    .where('role.tenant_id', '=', tenantId)
    .where('role_function.function_id', '=', CONTRACT_FUNCTIONS.manage)
    .execute()
  return rows.map((row) => row.user_id)
}
