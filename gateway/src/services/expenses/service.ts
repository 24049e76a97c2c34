import type { Service } from '../../core/service'
import { advanceRoutes } from './advance-routes'
import { expenseConditionFields } from './approval-steps'
import { claimRoutes } from './claim-routes'
import { advanceHandler, claimHandler } from './handler'
import { migrations } from './migrations'
import { paymentRoutes } from './payment-routes'
import { reportRoutes } from './report-routes'
import { settingsRoutes } from './settings-routes'

/**
 * Expenses (routes under the §7 segment salary, /salary/web/expense/…): categories and their limits per tenant,
 * claims with lines and receipts checked by the policy and approved through the workflow (expenseClaim), advances
 * settled by claims (expenseAdvance), payment of approved claims through payroll or a reimbursement bank file, reports
 * and the home widget.
 */
export const expenses: Service = {
  name: 'expense',
  migrations,
  handlers: [claimHandler, advanceHandler, ...expenseConditionFields],
  routes: [claimRoutes, advanceRoutes, settingsRoutes, paymentRoutes, reportRoutes],
}
