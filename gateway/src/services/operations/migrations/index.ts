import type { Migration } from 'kysely'
import * as brand from './013-brand'
import * as operations from './015-operations'

/** The migrations that create or change only the ops service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '013-brand': brand,
  '015-operations': operations,
}
