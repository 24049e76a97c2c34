import type { Db } from '../../../core/db/types'

/** Where a person's pay goes: the bank and the account number from their salary profile. */
export interface BankAccount { bankName: string; account: string }

/** Reads the accounts of the people in effect in the month (people without one are absent from the map). */
export type BankAccountReader = (db: Db, tenantId: number, employeeIds: number[], month: string) => Promise<Map<number, BankAccount>>

/**
 * The seam to the salary profiles (bank account with effective-dated history), which are built beside this folder:
 * once they are merged, `reader` becomes a query of the profile table (the profile in effect in `month`, per person,
 * tenant first, in chunks). Until then no account is known, so a bank file is refused with the people it lacks.
 */
let reader: BankAccountReader = async () => new Map()

/** Each person's bank account in effect in the month. */
export const bankAccountsOf: BankAccountReader = (db, tenantId, employeeIds, month) => reader(db, tenantId, employeeIds, month)

/** Points bankAccountsOf at another reader (the profile table's; tests give their own); answers the one before. */
export function useBankAccountReader(next: BankAccountReader): BankAccountReader {
  const before = reader
  reader = next
  return before
}
