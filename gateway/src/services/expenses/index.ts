// The expenses service's narrow interface: what other services use (this file loads no routes).
export { EXPENSE_FUNCTIONS, CLAIM_BIZ_TYPE, ADVANCE_BIZ_TYPE } from './functions'
// What a payroll run carries of expenses and marking it paid when the run is locked (services/payroll).
export {
  expensesDueOf,
  expensesPaidByRun,
  REIMBURSEMENT_ITEM,
  ADVANCE_DEDUCTION_ITEM,
  type ExpensesDue,
} from './payroll-due'
// The default categories a tenant starts with (seed, tests).
export { DEFAULT_CATEGORIES, ensureCategories } from './categories'
// The expenses service's tables: their row types (merged into core's Database).
export type {
  ExpenseCategoryTable,
  ExpenseLimitTable,
  ExpenseSettingTable,
  ExpenseClaimTable,
  ExpenseLineTable,
  ExpenseReceiptTable,
  ExpenseAdvanceTable,
  ExpenseBankBatchTable,
} from './tables'
