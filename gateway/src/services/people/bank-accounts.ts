import type { Db } from '../../core/db/types'

/** The bank account on a staff record: the bank, the account number (digits) and the account holder. */
export interface RecordBankAccount {
  bankName: string
  account: string
  holder: string
}

/** The bank accounts on these staff records of the tenant; people whose record holds no account number are absent. */
export async function recordBankAccountsOf(
  db: Db,
  tenantId: number,
  employeeIds: number[],
): Promise<Map<number, RecordBankAccount>> {
  const found = new Map<number, RecordBankAccount>()
  for (let at = 0; at < employeeIds.length; at += 500) {
    const rows = await db
      .selectFrom('employee_profile')
      .select(['employee_id', 'bank_name', 'bank_account', 'bank_holder'])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', employeeIds.slice(at, at + 500))
      .where('bank_account', '!=', '')
      .execute()
    for (const row of rows)
      found.set(row.employee_id, {
        bankName: row.bank_name ?? '',
        account: row.bank_account ?? '',
        holder: row.bank_holder ?? '',
      })
  }
  return found
}
