import type { Db } from '../../core/db/types'

/**
 * The days from–to ('YYYY-MM-DD', inclusive) on which the account has asked for overtime, whatever became of the
 * request: attendance offers no overtime from punches for those days.
 */
export async function overtimeAskedDaysOf(
  db: Db,
  tenantId: number,
  userId: number,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('overtime_request')
    .select('day')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute()
  return new Set(rows.map((row) => row.day))
}
