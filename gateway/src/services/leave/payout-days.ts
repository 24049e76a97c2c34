import type { Db } from '../../core/db/types'

const CHUNK = 900

/**
 * The days of untaken annual leave payroll pays each employee in `month` ('YYYY-MM'): the 'payout' entries of the
 * balance ledger recorded for that month (a leaver's, or a year's end where the policy pays), in hundredths of a day
 * (whole numbers: exact). Employees without a payout are absent.
 */
export async function leavePayoutsOf(
  db: Db,
  tenantId: number,
  employeeIds: number[],
  month: string,
): Promise<Map<number, number>> {
  const paid = new Map<number, number>()
  if (!/^\d{4}-\d{2}$/.test(month)) return paid
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('leave_ledger')
      .innerJoin('app_user', 'app_user.id', 'leave_ledger.user_id')
      .select(['app_user.employee_id', 'leave_ledger.amount'])
      .where('leave_ledger.tenant_id', '=', tenantId)
      .where('app_user.tenant_id', '=', tenantId)
      .where('leave_ledger.kind', '=', 'payout')
      .where('leave_ledger.entry_key', 'like', `payout:${month}:%`)
      .where('app_user.employee_id', 'in', employeeIds.slice(i, i + CHUNK))
      .execute()
    for (const row of rows) {
      const employeeId = Number(row.employee_id)
      paid.set(employeeId, (paid.get(employeeId) ?? 0) - Number(row.amount))
    }
  }
  return paid
}
