import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as performance from './081-performance'

/** The migrations that create or change only the performance service's tables, and its app's menus in older databases. */
export const migrations: Record<string, Migration> = {
  '081-performance': performance,
  '084-performance-menus': menusFromManifests,
}
