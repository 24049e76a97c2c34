import type { AppEntryNode } from './schemas'

/** The text keys of §8 a menu tree can be announced with. */
export type MenuNoticeKey = 'portal.noMenu' | 'portal.noMenuImport'

/**
 * What a menu tree is announced with (§8), or null when it can be used as it is: an empty tree says
 * 'No menu permissions'; a tree none of whose entries carries a sub-app import (its `microApp`) says that
 * the interface has no menu import, so no sub-application can be created.
 */
export function menuNoticeKey(tree: readonly AppEntryNode[]): MenuNoticeKey | null {
  if (tree.length === 0) return 'portal.noMenu'
  return tree.some((entry) => entry.microApp) ? null : 'portal.noMenuImport'
}
