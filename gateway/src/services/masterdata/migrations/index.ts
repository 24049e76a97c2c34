import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as dictionaries from './089-dictionaries'
import * as quickQuery from './116-quick-query'

/**
 * The migrations that create or change only the master data service's tables. A migration that once added its
 * menus keeps its name as a no-op (core/db/menus-from-manifests.ts).
 */
export const migrations: Record<string, Migration> = {
  '089-dictionaries': dictionaries,
  '090-dictionary-menus': menusFromManifests,
  '116-quick-query': quickQuery,
  '116-quick-query-menu': menusFromManifests,
}
