import type { Migration } from 'kysely'
import * as insurance from './063-insurance'

/** The migrations that create or change only the insurance service's tables. */
export const migrations: Record<string, Migration> = {
  '063-insurance': insurance,
}
