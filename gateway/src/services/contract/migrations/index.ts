import type { Migration } from 'kysely'
import * as contracts from './096-employment-contracts'
import * as menu from './097-contract-menu'

/** The migrations that create or change only the contract service's tables (and its menu in an older database). */
export const migrations: Record<string, Migration> = {
  '096-employment-contracts': contracts,
  '097-contract-menu': menu,
}
