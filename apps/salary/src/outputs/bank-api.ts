import { callThrough } from '@hr-portal/api/client'
import { salaryApi } from '@hr-portal/api/client/salary'
import { http } from '@hr-portal/kit'

// The bank file's answers, typed by the contract (api/src/salary/outputs.ts).
export type { BankLayout, BankColumn, FinalRun } from '@hr-portal/api/client/salary'

/** The columns a bank file may have, in the order the layout form offers them. */
export const BANK_COLUMNS = ['jobNumber', 'name', 'bankName', 'account', 'amount', 'currency', 'purpose'] as const

/** The bank transfer file (services/salary/outputs, button 820404 of the monthly runs); the file is saved under the gateway's name. */
export const bankApi = salaryApi(callThrough(http)).bankFile
