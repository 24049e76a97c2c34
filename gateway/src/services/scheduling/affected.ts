import type { Db } from '../../core/db/types'
import { plansOf } from './plans'
import type { DayPlan } from './types'

/** The people of the tenant on the job. */
export async function staffIdsOf(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('employee')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 1)
    .execute()
  return rows.map((row) => row.id)
}

/** The people of the tenant (on the job) with a plan between `from` and `to` that `test` accepts. */
export async function peopleWhose(
  db: Db,
  tenantId: number,
  from: string,
  to: string,
  test: (plan: DayPlan) => boolean,
): Promise<number[]> {
  const plans = await plansOf(db, tenantId, await staffIdsOf(db, tenantId), from, to)
  return [...plans].filter(([, days]) => days.some(test)).map(([id]) => id)
}

/** The first and last day of the month of `now` (the month a change of groups or shifts is recomputed for). */
export function monthAround(now: number): { from: string; to: string } {
  const date = new Date(now)
  const from = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)).toISOString().slice(0, 10)
  const to = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10)
  return { from, to }
}
