import { callThrough, type Call } from '@hr-portal/api/client'
import { payrollApi } from '@hr-portal/api/client/payroll'
import { http } from '@hr-portal/kit'

// The payslip answers, typed by the contract (api/src/payroll/payslips.ts).
export type {
  Amount,
  InsuranceKind,
  PayslipSummary,
  Question,
  Payslip,
  RunReceipts,
  PersonReceipt,
} from '@hr-portal/api/client/payroll'

/** A refusal of the gateway with its code (410952: the view grant is missing or expired). */
export class PayslipError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'PayslipError'
  }
}

export const GRANT_NEEDED = 410952

/** The request function of the payslip pages: a refusal becomes a PayslipError with the gateway's code. */
const payslipCall: Call = (request) =>
  callThrough(http)(request).catch((error: unknown) => {
    const code = (error as { serverCode?: unknown }).serverCode
    throw new PayslipError(typeof code === 'number' ? code : 0, error instanceof Error ? error.message : String(error))
  })

/** Payslips (services/payroll/payslip): `payslips.payslips` the staff member's own, `payslips.receipts` payroll's. */
export const payslipApi = payrollApi(payslipCall)
