import type { Db } from '../../../core/db/types'
import { amountOfFen } from '../../../core/money'
import type { SalaryProfileTable } from '../tables'

const BATCH = 900

/** Each person's profile row in force in `month`: the latest whose effective month is not after it. */
export async function profilesInForce(db: Db, tenantId: number, month: string, ids: number[]): Promise<Map<number, SalaryProfileTable>> {
  const inForce = new Map<number, SalaryProfileTable>()
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await db.selectFrom('salary_profile').selectAll().where('tenant_id', '=', tenantId).where('employee_id', 'in', ids.slice(i, i + BATCH))
      .where('effective_month', '<=', month).execute()
    for (const row of rows) {
      const held = inForce.get(row.employee_id)
      if (!held || held.effective_month < row.effective_month) inForce.set(row.employee_id, row)
    }
  }
  return inForce
}

/** A bank account with all but its last four characters hidden. */
export const maskAccount = (account: string): string => (account.length <= 4 ? account.replace(/./g, '*') : `${'*'.repeat(Math.min(account.length - 4, 12))}${account.slice(-4)}`)

/** A profile row as the routes answer it; the bank account masked unless `full`. */
export const profileView = (row: SalaryProfileTable, full: boolean, changedByName = '') => ({
  effectiveMonth: row.effective_month, base: amountOfFen(row.base_fen), allowances: JSON.parse(row.allowances) as Record<string, string>,
  bankName: row.bank_name, bankAccount: full ? row.bank_account : maskAccount(row.bank_account), bankAccountMasked: !full,
  costCentre: row.cost_centre, reason: row.reason, changedAt: Number(row.changed_at), changedBy: changedByName,
})
