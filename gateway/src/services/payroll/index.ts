// The payroll service's narrow interface: what other services use (this file loads no routes).
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
/** A person's pay for the assistant, and their published gross pay of their latest months (an income certificate's). */
export { payFiguresOf, publishedIncome, type PayFigures } from './outputs/figures'
/** A base pay change decided elsewhere (a performance result), written as a profile row from its month. */
export { changeBasePay, type BaseChange } from './profiles/base-change'
/** A new hire's first profile: the offer's salary as base pay from the month they start. */
export { startProfile, type HireProfile } from './profiles/hire-profile'
export { actorOf, type Actor } from './audit'
/** A leaver's last month as the regular run pays it, their earlier wages, and their final settlement as an off-cycle run. */
export {
  finalMonthOf,
  wagesBefore,
  payFinalSettlement,
  type FinalMonth,
  type FinalSettlement,
} from './settlement/final-pay'
export { leavePayoutPctOf } from './run/leave-payout'
// The payroll service's tables: their row types (merged into core's Database).
export type {
  SalaryItemTable,
  SalaryRunTable,
  SalaryLineTable,
  SalaryGroupTable,
  SalaryGroupMemberTable,
  SalaryGroupItemTable,
  SalaryProfileTable,
  SalaryAuditTable,
  SalaryOvertimeRateTable,
  PayslipGrantTable,
  PayslipReceiptTable,
  PayslipQuestionTable,
  SalaryBankLayoutTable,
} from './tables'
export type { SalaryVoucherAccountTable } from './outputs/voucher-table'
