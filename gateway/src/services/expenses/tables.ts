// Row types of the expenses service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; money is integer fen in bigint columns (core/money.ts).

declare module '../../core/db/types' {
  interface Database {
    expense_category: ExpenseCategoryTable
    expense_limit: ExpenseLimitTable
    expense_setting: ExpenseSettingTable
    expense_claim: ExpenseClaimTable
    expense_line: ExpenseLineTable
    expense_receipt: ExpenseReceiptTable
    expense_advance: ExpenseAdvanceTable
    expense_bank_batch: ExpenseBankBatchTable
  }
}

/** A tenant's expense category (migration 163); `built_in` for the defaults every tenant gets. */
export interface ExpenseCategoryTable {
  tenant_id: number
  code: string
  name_zh: string
  name_en: string
  enabled: number
  built_in: number
  sort: number
}

/** A category's limit per line, day or month; a position id (employee.gangwei_id) or salary grade makes it theirs. */
export interface ExpenseLimitTable {
  tenant_id: number
  id: number
  category_code: string
  period: 'line' | 'day' | 'month'
  amount_fen: number
  position_id: string | null
  grade: string | null
  action: 'warn' | 'refuse'
}

/** The tenant's expense settings: a claim over `finance_over_fen` also goes to finance. */
export interface ExpenseSettingTable {
  tenant_id: number
  finance_over_fen: number
  updated_at: number
}

export type ClaimStatus = 'draft' | 'submitted' | 'approved' | 'rejected' | 'paid' | 'withdrawn'

/**
 * An expense claim of one person (user_id, employee_id and organ_id when made). `advance_settled_fen`: the part of
 * the advance it settles; `payroll_month`: the payroll month finance put it in, `payroll_run_id` the run that carried
 * it, `bank_batch_id` the reimbursement bank file that paid it.
 */
export interface ExpenseClaimTable {
  tenant_id: number
  id: string
  user_id: number
  employee_id: number
  organ_id: number | null
  title: string
  status: ClaimStatus
  total_fen: number
  advance_id: string | null
  advance_settled_fen: number
  /** The policy warnings its lines had when last saved. */
  warnings: number
  instance_id: string | null
  payment_way: 'payroll' | 'bank' | null
  payroll_month: string | null
  payroll_run_id: number | null
  bank_batch_id: string | null
  paid_at: number | null
  submitted_at: number | null
  created_at: number
  updated_at: number
}

/** One line of a claim: its day (YYYY-MM-DD), category, amount, description and project or cost centre. */
export interface ExpenseLineTable {
  tenant_id: number
  id: string
  claim_id: string
  seq: number
  day: string
  category_code: string
  amount_fen: number
  description: string
  project: string
}

/** A receipt of a claim: a file of the file centre, its SHA-256, and the invoice number and amount when given. */
export interface ExpenseReceiptTable {
  tenant_id: number
  id: string
  claim_id: string
  line_id: string | null
  file_id: string
  file_name: string
  file_type: string
  file_size: number
  sha256: string
  invoice_no: string
  amount_fen: number | null
  created_at: number
}

export type AdvanceStatus = 'submitted' | 'approved' | 'rejected' | 'withdrawn' | 'settled'

/**
 * An advance: what claims settled, and how its remainder was closed (repaid, or deducted in the payroll of
 * `remainder_month`, paid when that run is locked: `remainder_run_id`, `remainder_paid_at`).
 */
export interface ExpenseAdvanceTable {
  tenant_id: number
  id: string
  user_id: number
  employee_id: number
  organ_id: number | null
  amount_fen: number
  reason: string
  needed_by: string | null
  status: AdvanceStatus
  settled_fen: number
  remainder_way: 'repaid' | 'deducted' | null
  remainder_fen: number | null
  remainder_month: string | null
  remainder_run_id: number | null
  remainder_paid_at: number | null
  instance_id: string | null
  created_at: number
  updated_at: number
}

/** A reimbursement bank file finance made: its claims carry its id. */
export interface ExpenseBankBatchTable {
  tenant_id: number
  id: string
  count: number
  total_fen: number
  created_by: number
  created_at: number
}
