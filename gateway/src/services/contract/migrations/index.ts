import type { Migration } from 'kysely'
import * as contracts from './095-employment-contracts'
import * as menu from './096-contract-menu'

/** The migrations that create or change only the contract service's tables (and its menu in an older database). */
export const migrations: Record<string, Migration> = {
  '095-employment-contracts': contracts,
  '096-contract-menu': menu,
}
