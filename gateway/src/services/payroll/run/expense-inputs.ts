import { ADVANCE_DEDUCTION_ITEM, type ExpensesDue, REIMBURSEMENT_ITEM } from '../../expenses'

/** The two items expenses fills: never typed by HR (left out of the inputs screen and of off-cycle runs). */
export const isExpenseItem = (code: string) => code === REIMBURSEMENT_ITEM || code === ADVANCE_DEDUCTION_ITEM

/**
 * A person's inputs with what expenses says the run carries (services/expenses): the reimbursement of approved claims
 * put in this month's payroll (item `expenseReimbursement`, a non-taxable earning) and an advance's remainder to
 * deduct (item `expenseAdvanceDeduction`, after tax). These two always come from expenses, never from typed inputs,
 * so a recalculation takes the claims as they are now.
 */
export function withExpenses(inputs: Record<string, string>, due: ExpensesDue | undefined): Record<string, string> {
  const { [REIMBURSEMENT_ITEM]: _paid, [ADVANCE_DEDUCTION_ITEM]: _deducted, ...typed } = inputs
  const out: Record<string, string> = { ...typed }
  if (due && due.reimbursement !== '0.00') out[REIMBURSEMENT_ITEM] = due.reimbursement
  if (due && due.deduction !== '0.00') out[ADVANCE_DEDUCTION_ITEM] = due.deduction
  return out
}

/** Which of the two items the group's item set pays: only those make the run carry claims or advances' deductions. */
export const expenseItemsPaid = (paid: ReadonlyArray<{ code: string }>) => ({
  claims: paid.some((item) => item.code === REIMBURSEMENT_ITEM),
  advances: paid.some((item) => item.code === ADVANCE_DEDUCTION_ITEM),
})
