import { functionIdsOf } from '../../core/auth/functions'
import type { AppUserTable, Db } from '../../core/db/types'
import { OPERATIONS_APP, isOperator } from '../ops'

/** Whether the menu tree would show this app to the user: same rules as menuTreeForPc. */
export async function canOpenApp(db: Db, user: AppUserTable, tenantId: number, appCode: string): Promise<boolean> {
  if (appCode === OPERATIONS_APP) return isOperator(db, user.id)
  if (user.is_super) return true
  const items = await db.selectFrom('menu').select('code').where('app_code', '=', appCode).where('type', '=', 2).execute()
  const granted = await functionIdsOf(db, user.id, tenantId)
  return items.some((item) => granted.has(item.code))
}
