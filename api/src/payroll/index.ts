import { groups } from './groups'
import { items } from './items'
import { bankFile, payrollCost } from './outputs'
import { overtimeRates } from './overtime-rates'
import { payslips, receipts } from './payslips'
import { profiles } from './profiles'
import { runs } from './runs'
import { vouchers } from './vouchers'
import { runKinds } from './run-kinds'

/** The payroll service (gateway services/payroll): its routes by area. */
export const payroll = {
  items,
  groups,
  profiles,
  runs,
  runKinds,
  payslips,
  receipts,
  bankFile,
  vouchers,
  payrollCost,
  overtimeRates,
}

export { item, ITEM_KINDS, ITEM_SOURCES } from './items'
export { group } from './groups'
export { overtimeRate } from './overtime-rates'
export { profile, profileRow, profileFields, choice, PROFILE_FIELDS } from './profiles'
export { run, line, lines, auditEntry, RUN_STATUSES } from './runs'
export { RUN_KINDS, CORRECTION_MODES } from './run-kinds'
export { payslip, payslipSummary, question, runReceipts, personReceipt, INSURANCE_KINDS } from './payslips'
export { bankLayout, finalRun, costRow, BANK_COLUMNS, SEPARATORS, ENCODINGS } from './outputs'
export { voucherAccounts, VOUCHER_ENTRIES, VOUCHER_FORMATS } from './vouchers'
export { SALARY, PAYSLIP } from './codes'
