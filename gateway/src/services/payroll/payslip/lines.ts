import { fixedQuery } from '../../../core/db/fixed-query'
import type { Db } from '../../../core/db/types'
import type { RunKind } from '../tables'
import type { Amount, LineDetail } from '../types'
import { amountOfFen } from '../../../core/money'

/** One of the caller's payslips in the list: a published run's line of theirs (no figures: those need the view grant). */
export interface PayslipSummary {
  runId: number
  month: string
  kind: RunKind
  /** An off-cycle run's name ('2026 年终奖'), '' for the monthly pay. */
  name: string
  publishedAt: number | null
  viewed: boolean
  confirmed: boolean
}

/** A payslip as its owner sees it: the line's totals and its detail as calculated (employer costs left out). */
export interface Payslip {
  runId: number
  month: string
  publishedAt: number | null
  gross: Amount
  deductions: Amount
  social: Amount
  tax: Amount
  net: Amount
  detail: LineDetail
}

/** The employee left-joined to its lines of published runs and their receipts (compiled once: fixed-query.ts). */
const publishedLinesOf = fixedQuery((db, v: { tenantId: number; employeeId: number }) =>
  db
    .selectFrom('employee')
    .leftJoin('salary_line', (join) =>
      join
        .onRef('salary_line.tenant_id', '=', 'employee.tenant_id')
        .onRef('salary_line.employee_id', '=', 'employee.id'),
    )
    .leftJoin('salary_run', (join) =>
      join
        .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
        .onRef('salary_run.id', '=', 'salary_line.run_id')
        .on('salary_run.status', '=', 'published'),
    )
    .leftJoin('payslip_receipt', (join) =>
      join
        .onRef('payslip_receipt.tenant_id', '=', 'salary_line.tenant_id')
        .onRef('payslip_receipt.run_id', '=', 'salary_line.run_id')
        .onRef('payslip_receipt.employee_id', '=', 'salary_line.employee_id'),
    )
    .select([
      'salary_run.id',
      'salary_run.month',
      'salary_run.kind',
      'salary_run.name',
      'salary_run.published_at',
      'payslip_receipt.first_viewed_at',
      'payslip_receipt.confirmed_at',
    ])
    .where('employee.tenant_id', '=', v.tenantId)
    .where('employee.id', '=', v.employeeId)
    .orderBy('salary_run.month', 'desc')
    .orderBy('salary_run.id', 'desc'),
)

/**
 * The employee's lines of published runs, newest month first, read with the employee itself in one query: undefined
 * when the tenant has no such employee (the caller has no staff record there).
 */
export async function payslipsOf(
  db: Db,
  tenantId: number,
  employeeId: number | null,
): Promise<PayslipSummary[] | undefined> {
  if (employeeId === null) return undefined
  const rows = await publishedLinesOf.execute(db, { tenantId, employeeId })
  // No row: no such employee; a row without a run: the employee, or a line of a run not published.
  if (rows.length === 0) return undefined
  return rows.flatMap((row) =>
    row.id === null || row.month === null || row.kind === null || row.name === null
      ? []
      : [
          {
            runId: row.id,
            month: row.month,
            kind: row.kind,
            name: row.name,
            publishedAt: row.published_at === null ? null : Number(row.published_at),
            viewed: row.first_viewed_at !== null,
            confirmed: row.confirmed_at !== null,
          },
        ],
  )
}

/** The employee's line of a published run of the tenant, or undefined (another's line, an unpublished run, another tenant). */
export async function payslipOf(
  db: Db,
  tenantId: number,
  runId: number,
  employeeId: number,
): Promise<Payslip | undefined> {
  const row = await db
    .selectFrom('salary_line')
    .innerJoin('salary_run', (join) =>
      join
        .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
        .onRef('salary_run.id', '=', 'salary_line.run_id'),
    )
    .select([
      'salary_run.id',
      'salary_run.month',
      'salary_run.published_at',
      'salary_line.detail',
      'salary_line.gross_fen',
      'salary_line.deduction_fen',
      'salary_line.social_fen',
      'salary_line.tax_fen',
      'salary_line.net_fen',
    ])
    .where('salary_line.tenant_id', '=', tenantId)
    .where('salary_line.run_id', '=', runId)
    .where('salary_line.employee_id', '=', employeeId)
    .where('salary_run.status', '=', 'published')
    .executeTakeFirst()
  if (!row) return undefined
  const detail = JSON.parse(row.detail) as LineDetail
  return {
    runId: row.id,
    month: row.month,
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    gross: amountOfFen(row.gross_fen),
    deductions: amountOfFen(row.deduction_fen),
    social: amountOfFen(row.social_fen),
    tax: amountOfFen(row.tax_fen),
    net: amountOfFen(row.net_fen),
    detail: {
      items: (detail.items ?? []).filter((item) => item.onPayslip && item.kind !== 'employer'),
      insurance: detail.insurance ?? [],
      tax: detail.tax,
      attendance: detail.attendance ?? null,
    },
  }
}
