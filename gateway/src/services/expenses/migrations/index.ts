import type { Migration } from 'kysely'
import * as tables from './163-expenses'

/** The migrations that create or change only the expenses service's tables. */
export const migrations: Record<string, Migration> = {
  '163-expenses': tables,
}
