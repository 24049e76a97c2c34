import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as contracts from './096-employment-contracts'

/** The migrations that create or change only the contract service's tables (and its menu in an older database). */
export const migrations: Record<string, Migration> = {
  '096-employment-contracts': contracts,
  '097-contract-menu': menusFromManifests,
}
