import type { Migration } from 'kysely'
import * as tables from './101-outsourcing-providers-workers'
import * as menus from './102-outsourcing-menus'

/** The migrations that create or change only the outsourcing service's tables (and its menus in an older database). */
export const migrations: Record<string, Migration> = {
  '101-outsourcing-providers-workers': tables,
  '102-outsourcing-menus': menus,
}
