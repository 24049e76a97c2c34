import type { Migration } from 'kysely'
import * as dropSupplier from './042-drop-supplier'

/** The migrations that change only the vendor service's tables. */
export const migrations: Record<string, Migration> = {
  '042-drop-supplier': dropSupplier,
}
