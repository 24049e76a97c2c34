import type { Migration } from 'kysely'
import * as search from './018-search'
import * as grams from './087-search-grams'

/** The migrations that create or change only the search service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '018-search': search,
  '087-search-grams': grams,
}
