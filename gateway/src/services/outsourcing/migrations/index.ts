import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as tables from './101-outsourcing-providers-workers'

/**
 * The migrations that create or change only the outsourcing service's tables. A migration that once added its
 * menus keeps its name as a no-op (core/db/menus-from-manifests.ts).
 */
export const migrations: Record<string, Migration> = {
  '101-outsourcing-providers-workers': tables,
  '102-outsourcing-menus': menusFromManifests,
}
