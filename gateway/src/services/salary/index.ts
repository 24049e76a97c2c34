import type { Service } from '../../core/service'
import { bankRoutes } from './outputs/bank-routes'
import { costRoutes } from './outputs/cost-routes'
import { myPayslipRoutes } from './payslip/my-routes'
import { receiptRoutes } from './payslip/receipt-routes'

// The payroll service's public interface: other services and the gateway's startup, seed and tests import only these.
export type { Amount, InsuranceKind, LineDetail } from './types'
/** Payslips and payroll outputs: their function ids, and each person's latest pay for the assistant's salary tool. */
export { PAYSLIP_FUNCTIONS } from './payslip/functions'
export { payFiguresOf, type PayFigures } from './outputs/figures'

/** Payroll: salary items and formulas, salary groups and profiles, the monthly run through approval, payslips. */
export const salary: Service = { segment: 'salary', routes: [] }
// Payslips (salary/payslip) and the payroll outputs: bank file, payroll cost (salary/outputs).
salary.routes.push(myPayslipRoutes, receiptRoutes, bankRoutes, costRoutes)

// The payroll service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { SalaryItemTable, SalaryRunTable, SalaryLineTable } from './tables'
export type { PayslipGrantTable, PayslipReceiptTable, PayslipQuestionTable, SalaryBankLayoutTable } from './tables'
export { migrations } from './migrations'
