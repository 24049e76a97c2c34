import type { Db } from '../../core/db/types'
import { amountOfFen } from '../../core/money'
import { payableFen } from './payable'

/**
 * The payroll items that carry expenses (payroll migration 164 and its seed): claims' reimbursements, a non-taxable
 * earning, and advances' remainders deducted after tax.
 */
export const REIMBURSEMENT_ITEM = 'expenseReimbursement'
export const ADVANCE_DEDUCTION_ITEM = 'expenseAdvanceDeduction'

/** One person's expenses in a payroll month, yuan with two decimals. */
export interface ExpensesDue {
  reimbursement: string
  deduction: string
}

/**
 * What the payroll run `runId` of `month` carries for these people (services/payroll reads it when it calculates):
 * the payables of approved claims finance put in that month, and the remainders of advances to deduct in it. Each
 * is marked as carried by the run (a later calculation of another run of the month takes over what is not paid yet),
 * and paid when the run is locked (expensesPaidByRun). `carries`: whether the run's group pays the reimbursement item
 * and the deduction item; what it does not pay stays due (never marked paid by a run that did not pay it).
 */
export async function expensesDueOf(
  db: Db,
  tenantId: number,
  month: string,
  employeeIds: number[],
  runId: number,
  carries: { claims: boolean; advances: boolean },
): Promise<Map<number, ExpensesDue>> {
  const due = new Map<number, { reimbursement: number; deduction: number }>()
  if (employeeIds.length === 0) return new Map()
  const entry = (id: number) => due.get(id) ?? due.set(id, { reimbursement: 0, deduction: 0 }).get(id)!
  for (let at = 0; at < employeeIds.length; at += 500) {
    const ids = employeeIds.slice(at, at + 500)
    // What an earlier calculation of this run carried is taken again only if the run still pays its item.
    await db
      .updateTable('expense_claim')
      .set({ payroll_run_id: null })
      .where('tenant_id', '=', tenantId)
      .where('payroll_run_id', '=', runId)
      .where('status', '=', 'approved')
      .where('employee_id', 'in', ids)
      .execute()
    await db
      .updateTable('expense_advance')
      .set({ remainder_run_id: null })
      .where('tenant_id', '=', tenantId)
      .where('remainder_run_id', '=', runId)
      .where('remainder_paid_at', 'is', null)
      .where('employee_id', 'in', ids)
      .execute()
    const claims = !carries.claims
      ? []
      : await db
          .selectFrom('expense_claim')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'approved')
          .where('payment_way', '=', 'payroll')
          .where('payroll_month', '=', month)
          .where('employee_id', 'in', ids)
          .execute()
    for (const claim of claims) entry(claim.employee_id).reimbursement += payableFen(claim)
    if (claims.length)
      await db
        .updateTable('expense_claim')
        .set({ payroll_run_id: runId })
        .where('tenant_id', '=', tenantId)
        .where(
          'id',
          'in',
          claims.map((c) => c.id),
        )
        .execute()
    const advances = !carries.advances
      ? []
      : await db
          .selectFrom('expense_advance')
          .select(['id', 'employee_id', 'remainder_fen'])
          .where('tenant_id', '=', tenantId)
          .where('remainder_way', '=', 'deducted')
          .where('remainder_month', '=', month)
          .where('remainder_paid_at', 'is', null)
          .where('employee_id', 'in', ids)
          .execute()
    for (const advance of advances) entry(advance.employee_id).deduction += Number(advance.remainder_fen ?? 0)
    if (advances.length)
      await db
        .updateTable('expense_advance')
        .set({ remainder_run_id: runId })
        .where('tenant_id', '=', tenantId)
        .where(
          'id',
          'in',
          advances.map((a) => a.id),
        )
        .execute()
  }
  return new Map(
    [...due].map(([id, fen]) => [
      id,
      { reimbursement: amountOfFen(fen.reimbursement), deduction: amountOfFen(fen.deduction) },
    ]),
  )
}

/** The run was locked: the claims and advance deductions it carried are paid, with the run and now. */
export async function expensesPaidByRun(db: Db, tenantId: number, runId: number, now: number): Promise<void> {
  await db
    .updateTable('expense_claim')
    .set({ status: 'paid', paid_at: now, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('payroll_run_id', '=', runId)
    .where('status', '=', 'approved')
    .execute()
  await db
    .updateTable('expense_advance')
    .set({ remainder_paid_at: now, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('remainder_run_id', '=', runId)
    .where('remainder_paid_at', 'is', null)
    .execute()
}
