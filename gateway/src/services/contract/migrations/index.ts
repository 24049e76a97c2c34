import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as contracts from './096-employment-contracts'

/**
 * The migrations that create or change only the contract service's tables. A migration that once added its
 * menus keeps its name as a no-op (core/db/menus-from-manifests.ts).
 */
export const migrations: Record<string, Migration> = {
  '096-employment-contracts': contracts,
  '097-contract-menu': menusFromManifests,
}
