import type { Db } from '../../core/db/types'
import { fenOf, moneyOf } from '../../core/money'
import type { LabourTax } from './labour'
import { chunks } from './store'

const INSERT_ROWS = 400

/** One labour remuneration payment of a run and its withholding (labourWithholding), for the person and month. */
export interface LabourPayment extends LabourTax {
  employeeId: number
  month: string
}

/**
 * Records a locked run's labour remuneration payments (replacing every record of the same run), apart from the wage
 * records: each payment is withheld on its own (预扣率表二), so no later month builds on them and the wage filing does
 * not list them.
 */
export async function recordLabour(
  db: Db,
  tenantId: number,
  runId: number,
  payments: LabourPayment[],
  now = Date.now(),
): Promise<void> {
  const rows = payments.map((payment) => ({
    tenant_id: tenantId,
    run_id: runId,
    employee_id: payment.employeeId,
    month: payment.month,
    income_fen: fenOf(moneyOf(payment.income)),
    taxable_fen: fenOf(moneyOf(payment.taxable)),
    rate: payment.rate,
    quick_deduction_fen: fenOf(moneyOf(payment.quickDeduction)),
    tax_fen: fenOf(moneyOf(payment.tax)),
    recorded_at: now,
  }))
  const write = async (trx: Db) => {
    await trx.deleteFrom('etax_labour').where('tenant_id', '=', tenantId).where('run_id', '=', runId).execute()
    for (const part of chunks(rows, INSERT_ROWS)) await trx.insertInto('etax_labour').values(part).execute()
  }
  // Inside the caller's transaction when it locks the run in one; else in one of its own.
  if (db.isTransaction) await write(db)
  else await db.transaction().execute(write)
}
