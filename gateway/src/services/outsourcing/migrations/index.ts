import type { Migration } from 'kysely'
import * as tables from './095-outsourcing-providers-workers'
import * as menus from './096-outsourcing-menus'

/** The migrations that create or change only the outsourcing service's tables (and its menus in an older database). */
export const migrations: Record<string, Migration> = {
  '095-outsourcing-providers-workers': tables,
  '096-outsourcing-menus': menus,
}
