import type { Migration } from 'kysely'
import * as dictionaries from './089-dictionaries'
import * as menus from './090-dictionary-menus'
import * as quickQuery from './116-quick-query'
import * as quickQueryMenu from './116-quick-query-menu'

/** The migrations that create or change only the master data service's tables (and its menus in an older database). */
export const migrations: Record<string, Migration> = {
  '089-dictionaries': dictionaries,
  '090-dictionary-menus': menus,
  '116-quick-query': quickQuery,
  '116-quick-query-menu': quickQueryMenu,
}
