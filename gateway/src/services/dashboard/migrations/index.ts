import type { Migration } from 'kysely'
import * as layouts from './095-dashboard-layouts'

/** The migrations of the dashboard service's tables (and its menu in an older database). */
export const migrations: Record<string, Migration> = {
  '095-dashboard-layouts': layouts,
}
