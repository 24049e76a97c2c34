import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as performance from './081-performance'

/**
 * The migrations that create or change only the performance service's tables. A migration that once added its
 * menus keeps its name as a no-op (core/db/menus-from-manifests.ts).
 */
export const migrations: Record<string, Migration> = {
  '081-performance': performance,
  '084-performance-menus': menusFromManifests,
}
