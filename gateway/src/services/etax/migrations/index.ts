import type { Migration } from 'kysely'
import * as etax from './064-etax'

/** The migrations that create or change only the income tax service's tables. */
export const migrations: Record<string, Migration> = {
  '064-etax': etax,
}
