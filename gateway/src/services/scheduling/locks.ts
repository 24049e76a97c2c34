import { cached, tenantScope } from '../../core/cache'
import type { Db } from '../../core/db/types'

/**
 * The tenant's locked months ('YYYY-MM', in order). Held in the shared cache (core/cache) until attendance_lock
 * changes: an attendance month, a patch window and a leave request read them once per lock, not each time. Read
 * straight from `db` when it is a transaction's handle (a lock checked before a write in the same transaction).
 */
function lockedMonths(db: Db, tenantId: number): Promise<string[]> {
  return cached(db, tenantScope(tenantId), 'lockedMonths', async () =>
    (
      await db
        .selectFrom('attendance_lock')
        .select('month')
        .where('tenant_id', '=', tenantId)
        .orderBy('month')
        .execute()
    ).map((row) => row.month),
  )
}

/** Whether the tenant's month ('YYYY-MM') is locked. */
export async function isMonthLocked(db: Db, tenantId: number, month: string): Promise<boolean> {
  return (await lockedMonths(db, tenantId)).includes(month)
}

/** The locked months among the months of days from `from` to `to` ('YYYY-MM-DD'). */
export async function lockedMonthsBetween(db: Db, tenantId: number, from: string, to: string): Promise<string[]> {
  const [first, last] = [from.slice(0, 7), to.slice(0, 7)]
  return (await lockedMonths(db, tenantId)).filter((month) => month >= first && month <= last)
}

/** Locks a month (again: keeps the first lock). Runs in the caller's transaction when `db` is one. */
export async function lockMonth(db: Db, tenantId: number, month: string, userId: number): Promise<void> {
  await db
    .insertInto('attendance_lock')
    .values({ tenant_id: tenantId, month, locked_by: userId, locked_at: Date.now() })
    .onConflict((oc) => oc.columns(['tenant_id', 'month']).doNothing())
    .execute()
}

/** Unlocks a month (a month not locked stays so). `userId` is the account that unlocks, for the caller's audit. */
export async function unlockMonth(db: Db, tenantId: number, month: string, _userId: number): Promise<void> {
  await db.deleteFrom('attendance_lock').where('tenant_id', '=', tenantId).where('month', '=', month).execute()
}
