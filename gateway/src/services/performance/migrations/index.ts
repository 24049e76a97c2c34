import type { Migration } from 'kysely'
import * as performance from './081-performance'
import * as menus from './084-performance-menus'

/** The migrations that create or change only the performance service's tables, and its app's menus in older databases. */
export const migrations: Record<string, Migration> = {
  '081-performance': performance,
  '084-performance-menus': menus,
}
