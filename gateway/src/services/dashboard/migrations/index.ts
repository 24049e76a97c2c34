import type { Migration } from 'kysely'
import * as layouts from './098-dashboard-layouts'

/** The migrations of the dashboard service's tables. */
export const migrations: Record<string, Migration> = {
  '098-dashboard-layouts': layouts,
}
