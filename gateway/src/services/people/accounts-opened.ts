import type { Db } from '../../core/db/types'
import { hookOf, wiringOf } from '../../core/service'

/** Accounts of staff records just opened: who, in which tenant, when. */
export interface AccountsOpened {
  tenantId: number
  userIds: number[]
  now: number
}

/** Writes what a new staff account starts with (its leave balances) in the caller's transaction. */
export type AccountsOpenedListener = (trx: Db, opened: AccountsOpened) => Promise<void>

/** Listeners of every staff account opened (vacation's first-year balances), handed in their service's `handlers`. */
export const ACCOUNTS_OPENED = hookOf<AccountsOpenedListener>('people.accountsOpened')

/** Tells the listeners; one that fails fails the account's creation. */
export async function accountsOpened(trx: Db, opened: AccountsOpened): Promise<void> {
  for (const listener of wiringOf(trx).all(ACCOUNTS_OPENED)) await listener(trx, opened)
}
