import type { Service } from '../../core/service'
import { payrollByDepartmentReport } from './outputs/cost-report'
import { groupRoutes } from './groups/group-routes'
import { itemRoutes } from './items/item-routes'
import { bankRoutes } from './outputs/bank-routes'
import { costRoutes } from './outputs/cost-routes'
import { myPayslipRoutes } from './payslip/my-routes'
import { receiptRoutes } from './payslip/receipt-routes'
import { profileRoutes } from './profiles/profile-routes'
import './run/run-handler'
import { runFlowRoutes } from './run/run-flow-routes'
import { runInputRoutes } from './run/run-input-routes'
import { runRoutes } from './run/run-routes'

// The payroll service's public interface: other services and the gateway's startup, seed and tests import only these.
export type { Amount, InsuranceKind, LineDetail } from './types'
export { SALARY_FUNCTIONS, SALARY_RUN_BIZ_TYPE } from './functions'
export { salaryCodes } from './errors'
// The calculation of a run and its lock, for the benchmark and tests (the routes call them too).
export { calculateRun } from './run/calculate'
export { lockRun } from './run/lock'
export type { PayrollProviders, Contribution, MonthIncome, MonthTax } from './run/providers'
/** Payslips and payroll outputs: their function ids, and each person's latest pay for the assistant's salary tool. */
export { PAYSLIP_FUNCTIONS } from './payslip/functions'
export { sessionHasGrant } from './payslip/grant'
export { payFiguresOf, type PayFigures } from './outputs/figures'
/** A base pay change decided elsewhere (a performance result), written as a profile row from its month. */
export { changeBasePay, type BaseChange } from './profiles/base-change'
export { actorOf, type Actor } from './audit'

/**
 * Payroll: salary items and formulas, salary groups and profiles, the monthly run through approval, payslips, and the
 * outputs (the bank transfer file, payroll cost by department and cost centre).
 */
export const salary: Service = {
  segment: 'salary',
  routes: [itemRoutes, groupRoutes, profileRoutes, runRoutes, runInputRoutes, runFlowRoutes, myPayslipRoutes, receiptRoutes, bankRoutes, costRoutes],
  reports: [payrollByDepartmentReport],
}

// The payroll service's tables: their row types (merged into core's Database) and the migrations of its own.
export type {
  SalaryItemTable, SalaryRunTable, SalaryLineTable, SalaryGroupTable, SalaryGroupMemberTable, SalaryGroupItemTable, SalaryProfileTable, SalaryAuditTable,
  PayslipGrantTable, PayslipReceiptTable, PayslipQuestionTable, SalaryBankLayoutTable,
} from './tables'
export { migrations } from './migrations'
