import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { inScope, staffScopeOf } from '../../access'
import { queueNotification } from '../../notify'
import { MOVE_FUNCTIONS } from './functions'
import { probationSource } from './probation'
import { leaveAfterProbation } from './probation-handler'

const DAY = 86_400_000
/** Probation ending within this many days is brought to HR's and the line manager's attention. */
export const PROBATION_NOTICE_DAYS = 30

const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10)

/** The tenant's accounts that manage moves (a role of the tenant granting 110601). */
async function moveKeepers(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('role')
    .innerJoin('user_role', 'user_role.role_id', 'role.id')
    .innerJoin('role_function', 'role_function.role_id', 'role.id')
    .select('user_role.user_id')
    .distinct()
    .where('role.tenant_id', '=', tenantId)
    .where('role_function.function_id', '=', MOVE_FUNCTIONS.manage)
    .execute()
  return rows.map((row) => row.user_id)
}

/**
 * The day's probation work at `now`: for each active contract whose probation ends within 30 days and is not yet
 * decided, one notice to HR (who manage moves with the person in range) and to the line manager, asking for a review;
 * each notice's event key names the contract and its probation end, so runs again add nothing. Then the people whose
 * probation was ended leave once their last day is over. Answers the notices queued and the people who left.
 */
export async function runProbationDay(ctx: GatewayContext, now: number, onError: (error: unknown) => void = () => {}) {
  const today = dayOf(now)
  const ending = await probationSource(ctx.db).endingBetween(ctx.db, today, dayOf(now + PROBATION_NOTICE_DAYS * DAY))
  let queued = 0
  const keepers = new Map<number, number[]>()
  for (const contract of ending) {
    const person = await ctx.db
      .selectFrom('employee')
      .select(['id', 'name', 'organ_id', 'manager_id', 'status'])
      .where('tenant_id', '=', contract.tenantId)
      .where('id', '=', contract.employeeId)
      .executeTakeFirst()
    const decided = await ctx.db
      .selectFrom('probation_review')
      .select('id')
      .where('tenant_id', '=', contract.tenantId)
      .where('contract_id', '=', contract.contractId)
      .where('kind', 'in', ['confirm', 'end'])
      .where('status', 'in', ['pending', 'approved', 'applied'])
      .executeTakeFirst()
    if (person?.status !== 1 || decided) continue
    if (!keepers.has(contract.tenantId)) keepers.set(contract.tenantId, await moveKeepers(ctx.db, contract.tenantId))
    const hr: number[] = []
    for (const userId of keepers.get(contract.tenantId)!)
      if (inScope(await staffScopeOf(ctx, { tenant_id: contract.tenantId, user_id: userId }), person)) hr.push(userId)
    const managers =
      person.manager_id == null
        ? []
        : await ctx.db
            .selectFrom('app_user')
            .select('id')
            .where('employee_id', '=', person.manager_id)
            .where('tenant_id', '=', contract.tenantId)
            .execute()
    const days = Math.round((Date.parse(contract.probationEnd) - Date.parse(today)) / DAY)
    const notice = {
      tenantId: contract.tenantId,
      kind: 'probationDue' as const,
      params: { name: person.name, date: contract.probationEnd, days },
      link: '/portal/personnel/moves',
      eventKey: `probation:${contract.contractId}:${contract.probationEnd}`,
    }
    queued += await queueNotification(ctx, {
      ...notice,
      userIds: hr,
      need: { functionId: MOVE_FUNCTIONS.manage, staff: [person.id] },
    })
    queued += await queueNotification(ctx, {
      ...notice,
      userIds: managers.map((m) => m.id),
      need: { managerOf: person.id },
    })
  }
  const ended = await ctx.db
    .selectFrom('probation_review')
    .selectAll()
    .where('kind', '=', 'end')
    .where('status', '=', 'approved')
    .where('new_date', '<', today)
    .execute()
  let left = 0
  for (const review of ended) {
    try {
      if (await leaveAfterProbation(ctx, review, now)) left++
    } catch (error) {
      onError(error)
    }
  }
  return { queued, left }
}
