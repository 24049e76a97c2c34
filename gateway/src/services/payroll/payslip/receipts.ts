import type { Db } from '../../../core/db/types'

/** Records the first time the person opened their payslip of the run. */
export async function markViewed(
  db: Db,
  tenantId: number,
  runId: number,
  employeeId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('payslip_receipt')
    .values({ tenant_id: tenantId, run_id: runId, employee_id: employeeId, first_viewed_at: now, confirmed_at: null })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'run_id', 'employee_id']).doNothing())
    .execute()
  await db
    .updateTable('payslip_receipt')
    .set({ first_viewed_at: now })
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('employee_id', '=', employeeId)
    .where('first_viewed_at', 'is', null)
    .execute()
}

/** Records that the person confirmed receipt (the first confirmation stands); answers when. */
export async function markConfirmed(
  db: Db,
  tenantId: number,
  runId: number,
  employeeId: number,
  now: number,
): Promise<number> {
  await markViewed(db, tenantId, runId, employeeId, now)
  await db
    .updateTable('payslip_receipt')
    .set({ confirmed_at: now })
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('employee_id', '=', employeeId)
    .where('confirmed_at', 'is', null)
    .execute()
  const row = await db
    .selectFrom('payslip_receipt')
    .select('confirmed_at')
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow()
  return Number(row.confirmed_at)
}

/** When the person first viewed and confirmed their payslip of the run (null: not yet). */
export async function receiptOf(
  db: Db,
  tenantId: number,
  runId: number,
  employeeId: number,
): Promise<{ viewedAt: number | null; confirmedAt: number | null }> {
  const row = await db
    .selectFrom('payslip_receipt')
    .select(['first_viewed_at', 'confirmed_at'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst()
  return {
    viewedAt: row?.first_viewed_at == null ? null : Number(row.first_viewed_at),
    confirmedAt: row?.confirmed_at == null ? null : Number(row.confirmed_at),
  }
}
