import type { Migration } from 'kysely'
import * as payroll from './060-payroll'
import * as setup from './061-payroll-setup'
import * as review from './062-payroll-run-review'
import * as payslips from './066-payslips'
import * as bankLayout from './067-bank-layout'
import * as costCentreCodes from './116-cost-centre-codes'
import * as overtimeRates from './129-overtime-rates'
import * as leavePayout from './134-leave-payout'
import * as groupProration from './135-group-proration'
import * as runKinds from './136-run-kinds'
import * as arrears from './138-salary-arrears'
import * as payeeType from './140-payee-type'
import * as voucherAccounts from './141-voucher-accounts'
import * as expensePayItems from './164-expense-pay-items'

/** The migrations that create or change only the payroll service's tables. */
export const migrations: Record<string, Migration> = {
  '060-payroll': payroll,
  '061-payroll-setup': setup,
  '062-payroll-run-review': review,
  '066-payslips': payslips,
  '067-bank-layout': bankLayout,
  '116-cost-centre-codes': costCentreCodes,
  '129-overtime-rates': overtimeRates,
  '134-leave-payout': leavePayout,
  '135-group-proration': groupProration,
  '136-run-kinds': runKinds,
  '138-salary-arrears': arrears,
  '140-payee-type': payeeType,
  '141-voucher-accounts': voucherAccounts,
  '164-expense-pay-items': expensePayItems,
}
