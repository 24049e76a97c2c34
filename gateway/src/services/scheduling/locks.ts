import type { Db } from '../../core/db/types'

/** Whether the tenant's month ('YYYY-MM') is locked. */
export async function isMonthLocked(db: Db, tenantId: number, month: string): Promise<boolean> {
  const row = await db
    .selectFrom('attendance_lock')
    .select('month')
    .where('tenant_id', '=', tenantId)
    .where('month', '=', month)
    .executeTakeFirst()
  return row !== undefined
}

/** The locked months among the months of days from `from` to `to` ('YYYY-MM-DD'). */
export async function lockedMonthsBetween(db: Db, tenantId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('attendance_lock')
    .select('month')
    .where('tenant_id', '=', tenantId)
    .where('month', '>=', from.slice(0, 7))
    .where('month', '<=', to.slice(0, 7))
    .orderBy('month')
    .execute()
  return rows.map((row) => row.month)
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
