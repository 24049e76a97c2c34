import { callThrough } from '@hr-portal/api/client'
import { payrollApi } from '@hr-portal/api/client/payroll'
import { http } from '@hr-portal/kit'

// The voucher's answers, typed by the contract (api/src/payroll/vouchers.ts).
export type { VoucherAccounts, VoucherAccountsInput } from '@hr-portal/api/client/payroll'

/** The fixed entries of every voucher, in the order the accounts form shows them. */
export const VOUCHER_ENTRIES = ['expense', 'net', 'tax', 'employeeInsurance', 'employerPayable'] as const

/** The accounting voucher of a final run (services/payroll/outputs, 820404 beside the bank file); files are saved under the gateway's name. */
export const voucherApi = payrollApi(callThrough(http)).vouchers
