import type { Db } from '../../../core/db/types'
import { recordBankAccountsOf } from '../../people'
import { profilesInForce } from '../profiles/profile-store'

/** Where a person's pay goes: the bank and the account number from their staff record (else their salary profile). */
export interface BankAccount {
  bankName: string
  account: string
}

/**
 * Each person's bank account: the one on their staff record (personnel, where staff correct it through self-service),
 * else the one in the salary profile in force in the month; people without either are absent.
 */
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
  for (const [id, record] of await recordBankAccountsOf(db, tenantId, employeeIds))
    accounts.set(id, { bankName: record.bankName, account: record.account })
  return accounts
}
