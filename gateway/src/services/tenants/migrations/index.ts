import type { Migration } from 'kysely'
import * as tenantAccessFunction from './160-tenant-access-function'

/** The migrations of the tum service (its tables themselves began in core's baseline migrations 001 and 014). */
export const migrations: Record<string, Migration> = {
  '160-tenant-access-function': tenantAccessFunction,
}
