import type { Db } from '../../../core/db/types'
import { profilesInForce } from '../profiles/profile-store'

/** Where a person's pay goes: the bank and the account number from their salary profile. */
export interface BankAccount {
  bankName: string
  account: string
}

/** Each person's bank account in the salary profile in force in the month; people without one are absent. */
export async function bankAccountsOf(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  month: string,
): Promise<Map<number, BankAccount>> {
  const accounts = new Map<number, BankAccount>()
  for (const [id, profile] of await profilesInForce(db, tenantId, month, employeeIds)) {
    if (profile.bank_account.trim()) accounts.set(id, { bankName: profile.bank_name, account: profile.bank_account })
  }
  return accounts
}
