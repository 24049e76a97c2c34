import { cached } from '../../core/cache'
import type { Db } from '../../core/db/types'
import { isOperator } from './operator'

/** App code of the operations platform (apps/operations): its menus belong to platform operators only. */
export const OPERATIONS_APP = 'ops'

/**
 * The operations platform's own menu tree and role: its menus are given by the `platform_operator`
 * row, never by tenant roles or isSuper. Adds the app to `hidden` for everyone else, and answers the
 * granted function ids with the operations items added for an operator (null — everything — stays null).
 */
export async function applyOperationsAccess(
  db: Db,
  userId: number,
  hidden: Set<string>,
  granted: ReadonlySet<string> | null,
): Promise<ReadonlySet<string> | null> {
  if (!(await isOperator(db, userId))) {
    hidden.add(OPERATIONS_APP)
    return granted
  }
  if (granted === null) return null
  const items = await cached(db, 'all', 'operations-items', () =>
    db.selectFrom('menu').select('code').where('app_code', '=', OPERATIONS_APP).execute(),
  )
  return new Set([...granted, ...items.map((item) => item.code)])
}
