import type { Migration } from 'kysely'
import * as appInstall from './041-app-install'

/** The migrations that create or change only the vendor service's tables. */
export const migrations: Record<string, Migration> = {
  '041-app-install': appInstall,
}
