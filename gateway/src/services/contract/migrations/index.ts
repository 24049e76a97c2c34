import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as contracts from './096-employment-contracts'
import * as fromRecords from './143-contracts-from-records'

/**
 * The migrations that create or change only the contract service's tables. A migration that once added its
 * menus keeps its name as a no-op (core/db/menus-from-manifests.ts).
 */
export const migrations: Record<string, Migration> = {
  '096-employment-contracts': contracts,
  '097-contract-menu': menusFromManifests,
  '143-contracts-from-records': fromRecords,
}
