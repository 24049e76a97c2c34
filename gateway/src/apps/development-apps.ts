import type { Db } from '../core/db/types'
import type { AppManifestFile } from './manifests'

/**
 * The apps the product runs with: every manifest in development (demo) mode; in production all but the
 * development tools (`development: true`, the UI gallery), which customers never see.
 */
export function appsForMode(
  manifests: AppManifestFile[],
  demo: boolean,
): { run: AppManifestFile[]; leftOut: AppManifestFile[] } {
  if (demo) return { run: manifests, leftOut: [] }
  return { run: manifests.filter((m) => !m.development), leftOut: manifests.filter((m) => m.development) }
}

/**
 * Removes the menu entries of apps the product does not run (a development tool added to a database before it ran
 * in production): their items, buttons and the roles' grants of them. Menus of other apps are untouched.
 */
export async function removeAppMenus(db: Db, codes: string[]): Promise<void> {
  if (codes.length === 0) return
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('menu').select(['id', 'code', 'type']).where('app_code', 'in', codes).execute()
    if (rows.length === 0) return
    const ids = rows.map((row) => row.id)
    const buttons = await trx.selectFrom('menu_button').select('function_id').where('menu_id', 'in', ids).execute()
    const functions = [
      ...rows.filter((row) => row.type === 2).map((row) => row.code),
      ...buttons.map((b) => b.function_id),
    ]
    if (functions.length) await trx.deleteFrom('role_function').where('function_id', 'in', functions).execute()
    await trx.deleteFrom('menu_button').where('menu_id', 'in', ids).execute()
    await trx.deleteFrom('menu').where('id', 'in', ids).where('parent_id', 'is not', null).execute()
    await trx.deleteFrom('menu').where('id', 'in', ids).execute()
  })
}
