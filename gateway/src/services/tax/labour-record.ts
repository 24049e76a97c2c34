import type { Db } from '../../core/db/types'
import type Decimal from 'decimal.js'
import { fenOf, moneyOf, moneyOfFen, ZERO } from '../../core/money'
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

/**
 * What each person was paid as labour remuneration in `month` by the other recorded runs (their locked payments) and the
 * tax withheld on it: a month's payments for the same work are one payment (个人所得税法实施条例 art. 14), so a
 * later run of the month withholds on the whole less what was withheld.
 */
export async function labourPaidInMonth(
  db: Db,
  tenantId: number,
  month: string,
  employeeIds: number[],
  exceptRunIds: number[],
): Promise<Map<number, { income: Decimal; tax: Decimal }>> {
  const paid = new Map<number, { income: Decimal; tax: Decimal }>()
  for (const part of chunks(employeeIds, INSERT_ROWS)) {
    let query = db
      .selectFrom('etax_labour')
      .select(['employee_id', 'income_fen', 'tax_fen'])
      .where('tenant_id', '=', tenantId)
      .where('month', '=', month)
      .where('employee_id', 'in', part)
    if (exceptRunIds.length) query = query.where('run_id', 'not in', exceptRunIds)
    for (const row of await query.execute()) {
      const held = paid.get(row.employee_id) ?? { income: ZERO, tax: ZERO }
      paid.set(row.employee_id, {
        income: held.income.plus(moneyOfFen(row.income_fen)),
        tax: held.tax.plus(moneyOfFen(row.tax_fen)),
      })
    }
  }
  return paid
}
