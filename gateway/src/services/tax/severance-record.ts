import type { Db } from '../../core/db/types'
import { amountOfFen, fenOf, moneyOf } from '../../core/money'
import { chunks } from './store'

const INSERT_ROWS = 400

/**
 * A one-off compensation for ending a labour contract (解除劳动关系一次性补偿收入) a run paid one person in `month`: the
 * amount, its exempt part (up to 3 × the local average annual wage), the excess taxed on its own and the tax withheld,
 * yuan with two places; negative figures undo what an earlier run recorded (a correction or reversal).
 */
export interface SeverancePayment {
  employeeId: number
  month: string
  income: string
  exempt: string
  taxable: string
  tax: string
}

/**
 * Records a locked run's compensation payments (replacing every record of the same run), apart from the wage records:
 * the compensation is taxed on its own (财税〔2018〕164号 art. 5(1)), so no month's cumulative wage withholding builds on
 * it and the wage filing does not list it.
 */
export async function recordSeverance(
  db: Db,
  tenantId: number,
  runId: number,
  payments: SeverancePayment[],
  now = Date.now(),
): Promise<void> {
  const rows = payments.map((payment) => ({
    tenant_id: tenantId,
    run_id: runId,
    employee_id: payment.employeeId,
    month: payment.month,
    income_fen: fenOf(moneyOf(payment.income)),
    exempt_fen: fenOf(moneyOf(payment.exempt)),
    taxable_fen: fenOf(moneyOf(payment.taxable)),
    tax_fen: fenOf(moneyOf(payment.tax)),
    recorded_at: now,
  }))
  const write = async (trx: Db) => {
    await trx.deleteFrom('etax_severance').where('tenant_id', '=', tenantId).where('run_id', '=', runId).execute()
    for (const part of chunks(rows, INSERT_ROWS)) await trx.insertInto('etax_severance').values(part).execute()
  }
  // Inside the caller's transaction when it locks the run in one; else in one of its own.
  if (db.isTransaction) await write(db)
  else await db.transaction().execute(write)
}

/**
 * What `runIds` recorded as compensation for each of `employeeIds`, added up (the runs a correction corrects: what it
 * changes or gives back); people without a record are absent.
 */
export async function severanceRecordedIn(
  db: Db,
  tenantId: number,
  runIds: number[],
  employeeIds: number[],
): Promise<Map<number, Omit<SeverancePayment, 'employeeId'>>> {
  const sums = new Map<number, { month: string; income: number; exempt: number; taxable: number; tax: number }>()
  if (!runIds.length) return new Map()
  for (const part of chunks(employeeIds, INSERT_ROWS)) {
    const rows = await db
      .selectFrom('etax_severance')
      .select(['employee_id', 'month', 'income_fen', 'exempt_fen', 'taxable_fen', 'tax_fen'])
      .where('tenant_id', '=', tenantId)
      .where('run_id', 'in', runIds)
      .where('employee_id', 'in', part)
      .execute()
    for (const row of rows) {
      const sum = sums.get(row.employee_id) ?? { month: row.month, income: 0, exempt: 0, taxable: 0, tax: 0 }
      sum.income += Number(row.income_fen)
      sum.exempt += Number(row.exempt_fen)
      sum.taxable += Number(row.taxable_fen)
      sum.tax += Number(row.tax_fen)
      sums.set(row.employee_id, sum)
    }
  }
  return new Map(
    [...sums].map(([id, sum]) => [
      id,
      {
        month: sum.month,
        income: amountOfFen(sum.income),
        exempt: amountOfFen(sum.exempt),
        taxable: amountOfFen(sum.taxable),
        tax: amountOfFen(sum.tax),
      },
    ]),
  )
}
