/** FunctionIds of the expenses app (menu items 8901–8905; apps/expenses/manifest.json). */
export const EXPENSE_FUNCTIONS = {
  /** My expenses: claims, receipts and advances of one's own (everyone). */
  mine: '8901',
  /** Expense settings (finance): categories, limits, the amount over which finance approves. */
  settings: '8902',
  /** Expense payment (finance): paying approved claims, closing advances' remainders, reading any claim. */
  payment: '8903',
  /** Expense reports (finance). */
  reports: '8904',
  /** The Advances menu of the expenses app (its routes are My expenses' own: 8901 guards them). */
  advances: '8905',
} as const

/** The workflow business types of a claim and of an advance. */
export const CLAIM_BIZ_TYPE = 'expenseClaim'
export const ADVANCE_BIZ_TYPE = 'expenseAdvance'

/** The default total (fen) over which a claim also goes to finance: 5,000.00 yuan. */
export const DEFAULT_FINANCE_OVER_FEN = 500_000

/** Receipts: JPEG and PNG photos (what the file centre takes of images a phone sends) and PDF, at most 10 MiB. */
export const RECEIPT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf']
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024

/** Statuses in which the claimant may still change a claim: a draft, one taken back from its approval, or one rejected. */
export const EDITABLE: ReadonlySet<string> = new Set(['draft', 'withdrawn', 'rejected'])
