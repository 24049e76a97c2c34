import type { Service } from '../../core/service'
import { menusOnInstall, refreshSearchIndex } from './directory-docs'
import { migrations } from './migrations'

/**
 * Global search's document index (segment joyhr, whose routes serve it): services add and remove documents through
 * its index.ts; a change of installed apps re-indexes the tenant's menu pages; at start, new menu pages and directories
 * indexed before the index existed or out of step are indexed.
 */
export const search: Service = {
  name: 'joyhr',
  routes: [],
  migrations,
  handlers: [menusOnInstall],
  onStart: (ctx) => refreshSearchIndex(ctx.db),
}
