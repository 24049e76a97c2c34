import type { GatewayContext } from '../../core/context'

/**
 * How many people one sync may offboard before an administrator confirms. The default follows what the Labour
 * Contract Law (art. 41) treats as a mass layoff: twenty people or more, or fewer but at least a tenth of the staff.
 */
export interface RemovalLimit {
  /** At least this many people. */
  people: number
  /** Or at least this share of the tenant's staff on the job, in per cent. */
  percent: number
}

export const DEFAULT_REMOVAL_LIMIT: RemovalLimit = { people: 20, percent: 10 }

/** The tenant's limit, or the default. */
export async function removalLimitOf(ctx: GatewayContext, tenantId: number): Promise<RemovalLimit> {
  const row = await ctx.db
    .selectFrom('dirsync_removal_limit')
    .select(['min_people', 'min_percent'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row ? { people: Number(row.min_people), percent: Number(row.min_percent) } : { ...DEFAULT_REMOVAL_LIMIT }
}

export async function saveRemovalLimit(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number },
  limit: RemovalLimit,
): Promise<void> {
  const values = { min_people: limit.people, min_percent: limit.percent, updated_by: who.userId, updated_at: ctx.now() }
  await ctx.db
    .insertInto('dirsync_removal_limit')
    .values({ tenant_id: who.tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute()
}

/** The tenant's staff on the job (the base of the share). */
export async function staffOnTheJob(ctx: GatewayContext, tenantId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('employee')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** True when offboarding `removals` of `staff` people reaches the limit. */
export function reachesLimit(removals: number, staff: number, limit: RemovalLimit): boolean {
  if (removals <= 0) return false
  return removals >= limit.people || removals * 100 >= limit.percent * staff
}
