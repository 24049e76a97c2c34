import type { GatewayContext } from '../../../core/context'
import type { AppUserTable, SessionTable } from '../../../core/db/types'
import { accessOf, type SearchAccess, type SearchPage } from '../../search'
import type { Lang, MenuItem } from '../build-tree'
import { userMenuTree } from '../user-menu-tree'

/** The user's search access in the session's tenant: the menu tree with their grants (all for super users), less the brand's hidden apps. */
export async function searchAccessOf(
  ctx: GatewayContext,
  user: AppUserTable,
  session: SessionTable,
  lang: Lang,
  brandHidden: ReadonlySet<string>,
): Promise<SearchAccess> {
  const tree = await userMenuTree(ctx, user, session, lang, brandHidden)
  const pages: SearchPage[] = []
  const titles = new Map<string, string>()
  const walk = (items: MenuItem[], appCode: string) => {
    for (const item of items) {
      titles.set(String(item.id), item.name)
      if (item.linkUrl && !/^[a-z]+:/i.test(item.linkUrl))
        pages.push({ appCode: item.sourceApp ?? appCode, path: item.linkUrl })
      walk(item.children, appCode)
    }
  }
  for (const entry of tree) walk(entry.children, entry.code)
  return accessOf(pages, titles)
}
