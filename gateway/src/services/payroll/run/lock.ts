import type { Db } from '../../../core/db/types'
import { expensesPaidByRun } from '../../expenses'
import { recordSeverance } from '../../tax'
import type { Actor } from '../audit'
import { writeAudit } from '../audit'
import { severanceOfRun } from '../settlement/severance-record'
import { labourPaymentsOf } from './labour-pay'
import { providers as realProviders, type MonthTax, type PayrollProviders } from './providers'

/**
 * Locks an approved run in the caller's transaction: its status and time, and its withholding recorded with the tax
 * service (later months build on it; labour remuneration apart from the wages).
 */
export async function lockRun(
  db: Db,
  tenantId: number,
  runId: number,
  actor: Actor,
  comment: string,
  now: number,
  use: PayrollProviders = realProviders,
): Promise<void> {
  await db
    .updateTable('salary_run')
    .set({ status: 'locked', locked_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .execute()
  const lines = await db
    .selectFrom('salary_line')
    .select('tax_record')
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .execute()
  const taxes = lines.filter((line) => line.tax_record !== '').map((line) => JSON.parse(line.tax_record) as MonthTax)
  await use.recordMonth(db, tenantId, runId, taxes)
  // Labour payees' lines have no wage record: their payments are recorded apart.
  const labourLines = await db
    .selectFrom('salary_line')
    .select('detail')
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('tax_record', '=', '')
    .execute()
  await (use.recordLabour ?? realProviders.recordLabour!)(db, tenantId, runId, labourPaymentsOf(labourLines))
  // A leaver's compensation for ending the contract: taxed on its own, recorded apart from the wages.
  await recordSeverance(db, tenantId, runId, await severanceOfRun(db, tenantId, runId), now)
  // Expense claims and advances' deductions the run carried are paid with it (services/expenses).
  await expensesPaidByRun(db, tenantId, runId, now)
  await writeAudit(db, { tenantId, runId, actor, action: 'approved', reason: comment }, now)
}
