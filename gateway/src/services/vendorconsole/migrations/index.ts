import type { Migration } from 'kysely'
import * as vendorConsole from './175-vendor-console'

/** The migrations of the vendor console's own tables. */
export const migrations: Record<string, Migration> = {
  '175-vendor-console': vendorConsole,
}
