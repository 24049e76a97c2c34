import type { Db } from '../../core/db/types'

export const TOUR_SHOP_MODULE = 'tour-shop'

/** Whether the user passes a module authorisation check (checkHTUserAuthorizationModule). */
export async function hasModuleGrant(db: Db, userId: number, moduleCode: string): Promise<boolean> {
  const row = await db.selectFrom('module_grant').select('user_id')
    .where('user_id', '=', userId).where('module_code', '=', moduleCode).executeTakeFirst()
  return row !== undefined
}
