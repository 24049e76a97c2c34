import type { Db } from '../../../core/db/types'

/** The user's 'Do not track me' choice in the tenant: true, false, or null when never chosen (the browser's setting decides). */
export async function readDoNotTrack(db: Db, tenantId: number, userId: number): Promise<boolean | null> {
  const row = await db
    .selectFrom('tracking_preference')
    .select('do_not_track')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ? row.do_not_track === 1 : null
}

/** Saves the user's choice in the tenant (insert or replace). */
export async function saveDoNotTrack(
  db: Db,
  tenantId: number,
  userId: number,
  on: boolean,
  now: number,
): Promise<void> {
  await db
    .insertInto('tracking_preference')
    .values({ tenant_id: tenantId, user_id: userId, do_not_track: on ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ do_not_track: on ? 1 : 0, updated_at: now }))
    .execute()
}
