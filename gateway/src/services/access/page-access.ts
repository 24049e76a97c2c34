import type { GatewayContext } from '../../core/context'
import type { AppUserTable, SessionTable } from '../../core/db/types'
import { installedApps } from '../vendor'
import type { AppEntry, MenuItem } from './build-tree'
import { userMenuTree } from './user-menu-tree'

export interface PageAccess {
  /** A menu page of the portal (of the built-in catalogue or an app the tenant installed) is served at the address. */
  menuPage: boolean
  /** The user's menu tree lists it: they may open it. */
  allowed: boolean
}

/** Whether any item of `items` (or below) is the page at `link` served by `appCode`. */
function lists(items: MenuItem[], entryCode: string, appCode: string, link: string): boolean {
  return items.some(
    (item) =>
      ((item.sourceApp ?? entryCode) === appCode && item.linkUrl === link) ||
      lists(item.children, entryCode, appCode, link),
  )
}

const inTree = (tree: AppEntry[], appCode: string, link: string): boolean =>
  tree.some((entry) => lists(entry.children, entry.code, appCode, link))

/**
 * Whether the page at `link` of app `appCode` is a menu page and whether the user may open it: the portal asks for an
 * address of an app the user has that none of their menu pages serves, to tell a page they may not open (it says so)
 * from the app's own inner pages (shown). Read against the user's own menu tree, so the rules are the tree's.
 */
export async function pageAccess(
  ctx: GatewayContext,
  user: AppUserTable,
  session: SessionTable,
  hidden: ReadonlySet<string>,
  appCode: string,
  link: string,
): Promise<PageAccess> {
  const [tree, rows, installed] = await Promise.all([
    userMenuTree(ctx, user, session, 'zh', hidden),
    ctx.db
      .selectFrom('menu')
      .select(['app_code', 'source_app'])
      .where('type', '=', 2)
      .where('link_url', '=', link)
      .execute(),
    installedApps(ctx.db, session.tenant_id),
  ])
  const menuPage =
    rows.some((row) => (row.source_app ?? row.app_code) === appCode) ||
    installed.some((app) => app.code === appCode && app.menus.some((item) => item.link === link))
  return { menuPage, allowed: inTree(tree, appCode, link) }
}
