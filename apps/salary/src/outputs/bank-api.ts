import { callThrough } from '@hr-portal/api/client'
import { payrollApi } from '@hr-portal/api/client/payroll'
import { http } from '@hr-portal/kit'

// The bank file's answers, typed by the contract (api/src/payroll/outputs.ts).
export type { BankLayout, BankColumn, FinalRun } from '@hr-portal/api/client/payroll'

/** The columns a bank file may have, in the order the layout form offers them. */
export const BANK_COLUMNS = ['jobNumber', 'name', 'bankName', 'account', 'amount', 'currency', 'purpose'] as const

/** The bank transfer file (services/payroll/outputs, button 820404 of the monthly runs); the file is saved under the gateway's name. */
export const bankApi = payrollApi(callThrough(http)).bankFile
