import type { Db } from '../../core/db/types'

/** The zone of a tenant with no work calendar. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

/** The tenant's time zone: its default work calendar's (else its first calendar's, else Asia/Shanghai). */
export async function tenantTimeZone(db: Db, tenantId: number): Promise<string> {
  const calendar = await db
    .selectFrom('work_calendar')
    .select('time_zone')
    .where('tenant_id', '=', tenantId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst()
  return calendar?.time_zone || DEFAULT_TIME_ZONE
}
