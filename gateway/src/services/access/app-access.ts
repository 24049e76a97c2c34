import { functionIdsOf } from '../../core/auth/functions'
import type { AppUserTable, Db } from '../../core/db/types'
import { OPERATIONS_APP, isOperator } from '../operations'
import { findInstalledApp } from '../vendor'

/**
 * Whether the menu tree would show this app to the user: same rules as menuTreeForPc. An app the tenant installed
 * (enabled) opens for holders of a role its function ids were granted to; an app the host's brand hides (`hiddenApps`)
 * opens for nobody.
 */
export async function canOpenApp(
  db: Db,
  user: AppUserTable,
  tenantId: number,
  appCode: string,
  hiddenApps: ReadonlySet<string> = new Set(),
): Promise<boolean> {
  if (hiddenApps.has(appCode)) return false
  if (appCode === OPERATIONS_APP) return isOperator(db, user.id)
  if (user.is_super) return true
  const installed = await findInstalledApp(db, tenantId, appCode)
  const functionIds =
    installed?.code === appCode
      ? installed.menus.map((item) => item.functionId)
      : (
          await db.selectFrom('menu').select('code').where('app_code', '=', appCode).where('type', '=', 2).execute()
        ).map((row) => row.code)
  const granted = await functionIdsOf(db, user.id, tenantId)
  return functionIds.some((id) => granted.has(id))
}
