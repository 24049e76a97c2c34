import type Decimal from 'decimal.js'
import type { Db } from '../../../core/db/types'
import { Money, ZERO, amountOf, fenOf } from '../../../core/money'
import { writeAudit, type AuditEntry } from '../audit'
import type { SalaryItemTable, SalaryLineTable } from '../tables'
import type { LineDetail } from '../types'
import type { LabourPayment } from '../../tax'
import { labourTaxDetail } from './labour-pay'
import type { MonthTax } from './providers'
import { refreshTotals } from './run-store'

const INSERT_ROWS = 200

/** One person's figures of an off-cycle or correcting run, as its line stores them. */
export interface LineFigures {
  employeeId: number
  organId: number
  costCentre: string
  inputs: Record<string, string>
  items: LineDetail['items']
  insurance: LineDetail['insurance']
  gross: Decimal
  deductions: Decimal
  social: Decimal
  /** Employer items and the employer's social insurance. */
  employer: Decimal
  /** The month's income liable to tax, as handed to the tax service (the line's detail shows it). */
  income: Decimal
  tax: MonthTax | null
  /** A labour payee's payment of this run, withheld as remuneration instead of wages (labour-pay.ts). */
  labour?: LabourPayment
}

/** The items of a line: every item paid with its value (0 when none). */
export const itemsOf = (paid: SalaryItemTable[], values: Map<string, Decimal>): LineDetail['items'] =>
  paid.map((item) => ({
    code: item.code,
    nameZh: item.name_zh,
    nameEn: item.name_en,
    kind: item.kind,
    amount: amountOf(values.get(item.code) ?? ZERO),
    onPayslip: Number(item.on_payslip) === 1,
  }))

/** The line row of `figures`: net = gross − deductions − social insurance − the tax withheld (wages and bonus). */
export function lineRow(tenantId: number, runId: number, figures: LineFigures, now: number): SalaryLineTable {
  const { tax, labour } = figures
  const withheld = labour ? new Money(labour.tax) : tax === null ? ZERO : new Money(tax.tax).plus(tax.bonus?.tax ?? 0)
  const net = figures.gross.minus(figures.deductions).minus(figures.social).minus(withheld)
  const detail: LineDetail = {
    items: figures.items,
    insurance: figures.insurance,
    tax: labour
      ? labourTaxDetail(labour)
      : {
          income: amountOf(figures.income),
          ytdIncome: tax?.ytdIncome ?? '0.00',
          ytdTaxable: tax?.ytdTaxable ?? '0.00',
          ytdTax: tax?.ytdTax ?? '0.00',
          withheld: tax?.tax ?? '0.00',
          bonus: tax?.bonus ?? null,
        },
    attendance: null,
  }
  return {
    tenant_id: tenantId,
    run_id: runId,
    employee_id: figures.employeeId,
    organ_id: figures.organId,
    cost_centre: figures.costCentre,
    inputs: JSON.stringify(figures.inputs),
    detail: JSON.stringify(detail),
    gross_fen: fenOf(figures.gross),
    deduction_fen: fenOf(figures.deductions),
    social_fen: fenOf(figures.social),
    tax_fen: fenOf(withheld),
    net_fen: fenOf(net),
    employer_fen: fenOf(figures.employer),
    previous_net_fen: null,
    calculated_at: now,
    tax_record: tax ? JSON.stringify(tax) : '',
  }
}

/**
 * Replaces a run's lines with `lines` in one transaction (a failure leaves the run as it was): the run becomes
 * 'calculated', its totals are summed again and the calculation goes to the trail.
 */
export async function writeRunLines(
  db: Db,
  tenantId: number,
  runId: number,
  lines: SalaryLineTable[],
  audit: Omit<AuditEntry, 'tenantId' | 'runId'>,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('salary_line').where('tenant_id', '=', tenantId).where('run_id', '=', runId).execute()
    for (let i = 0; i < lines.length; i += INSERT_ROWS)
      await trx
        .insertInto('salary_line')
        .values(lines.slice(i, i + INSERT_ROWS))
        .execute()
    await trx
      .updateTable('salary_run')
      .set({ status: 'calculated', calculated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', runId)
      .execute()
    await refreshTotals(trx, tenantId, runId)
    await writeAudit(trx, { ...audit, tenantId, runId }, now)
  })
}
