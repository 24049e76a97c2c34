import type { Service } from '../../core/service'
import { payrollByDepartmentReport } from './outputs/cost-report'
import { groupRoutes } from './groups/group-routes'
import { itemRoutes } from './items/item-routes'
import { bankRoutes } from './outputs/bank-routes'
import { costRoutes } from './outputs/cost-routes'
import { voucherRoutes } from './outputs/voucher-routes'
import { myPayslipRoutes } from './payslip/my-routes'
import { receiptRoutes } from './payslip/receipt-routes'
import { profileRoutes } from './profiles/profile-routes'
import { runFlowRoutes } from './run/run-flow-routes'
import { runInputRoutes } from './run/run-input-routes'
import { runKindRoutes } from './run/run-kind-routes'
import { runRoutes } from './run/run-routes'
import { overtimeRateRoutes } from './run/overtime-rate-routes'
import { migrations } from './migrations'
import { salaryRunHandler } from './run/run-handler'
import { salaryMoveHandler } from './profiles/salary-moves'
import { payrollTaskReader } from './run/run-tasks'

/**
 * Payroll: salary items and formulas, salary groups and profiles, the monthly run through approval, payslips, and the
 * outputs (the bank transfer file, payroll cost by department and cost centre).
 */
export const payroll: Service = {
  name: 'salary',
  migrations,
  handlers: [salaryRunHandler, salaryMoveHandler, payrollTaskReader],
  routes: [
    itemRoutes,
    overtimeRateRoutes,
    groupRoutes,
    profileRoutes,
    runRoutes,
    runInputRoutes,
    runFlowRoutes,
    runKindRoutes,
    myPayslipRoutes,
    receiptRoutes,
    bankRoutes,
    voucherRoutes,
    costRoutes,
  ],
  reports: [payrollByDepartmentReport],
}
